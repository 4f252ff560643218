/**
 * Dynamic population from the address (`/contact?email=…&subject=service`): the server
 * renders forms without reading the request, so cached pages stay cached, and this fills
 * in the fields that allow it. The engine's `initialValues` decides what a parameter means
 * (choices must match, consent is never ticked); it loads only when the address has a
 * parameter some field listens to.
 */
import { fieldInputs } from '../../../core/forms/inputs'
import type { Field, Form } from '../../../core/forms/types'
import { toPairs } from '../../../core/forms/values'
import { fieldIdOfName } from './fields'

/** The parameter names a field is populated from. */
function parameterNames(field: Field): string[] {
  const names = [field.inputName, ...fieldInputs(field).map((input) => input.name)]
  return names.filter((n): n is string => typeof n === 'string' && n !== '')
}

/** Today as `YYYY-MM-DD` in the visitor's time zone (only `{date_…}` defaults of populated fields use it). */
function localToday(): string {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** Sets the inputs named in `pairs` (and only the fields listed) to the populated values. */
function writePairs(formEl: HTMLFormElement, pairs: [string, string][], fieldIds: Set<number>) {
  const byName = new Map<string, string[]>()
  for (const [name, value] of pairs) byName.set(name, [...(byName.get(name) ?? []), value])
  const controls = [
    ...formEl.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
  ]
  for (const control of controls) {
    const id = fieldIdOfName(control.name)
    if (id === null || !fieldIds.has(id)) continue
    const wanted = byName.get(control.name)
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      control.checked = !!wanted?.includes(control.value)
    } else if (control instanceof HTMLSelectElement && control.multiple) {
      for (const option of control.options) option.selected = !!wanted?.includes(option.value)
    } else if (wanted?.[0] !== undefined) {
      control.value = wanted[0]
    }
  }
}

/** Fills in populated fields; true when something changed (the caller re-runs the logic). */
export async function populateFromQuery(formEl: HTMLFormElement, form: Form, search = window.location.search): Promise<boolean> {
  const query = new URLSearchParams(search)
  if ([...query.keys()].length === 0) return false
  const fields = form.fields.filter((f) => f.allowsPrepopulate && parameterNames(f).some((n) => query.has(n)))
  if (!fields.length) return false
  const { initialValues } = await import('../../../core/forms/merge-tags')
  const values = initialValues(form, { context: { today: localToday() }, query })
  const ids = new Set(fields.map((f) => f.id))
  const pairs = toPairs(form, values).filter(([name]) => ids.has(fieldIdOfName(name) ?? NaN))
  if (!formEl.isConnected) return false
  writePairs(formEl, pairs, ids)
  return true
}
