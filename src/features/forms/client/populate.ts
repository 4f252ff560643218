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
import { isProductReferenceField } from '../../../core/products/reference'
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

/**
 * A product reference (`?product=OS-CP20`) shows the catalogue's name and code, asked of the
 * server (features/products/reference.ts); when it knows no such product, or cannot be
 * reached, the field keeps the text of the address.
 */
async function nameProducts(form: Form, pairs: [string, string][]): Promise<[string, string][]> {
  const references = new Set(form.fields.filter(isProductReferenceField).map((f) => `input_${f.id}`))
  return Promise.all(
    pairs.map(async ([name, value]): Promise<[string, string]> => {
      if (!references.has(name) || !value.trim()) return [name, value]
      try {
        const res = await fetch(`/next/forms/product?ref=${encodeURIComponent(value)}`, { credentials: 'same-origin' })
        const body = res.ok ? ((await res.json()) as { label?: unknown }) : null
        return [name, typeof body?.label === 'string' ? body.label : value]
      } catch {
        return [name, value]
      }
    }),
  )
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
  const pairs = await nameProducts(
    form,
    toPairs(form, values).filter(([name]) => ids.has(fieldIdOfName(name) ?? NaN)),
  )
  if (!formEl.isConnected) return false
  writePairs(formEl, pairs, ids)
  return true
}
