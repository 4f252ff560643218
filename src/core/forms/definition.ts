/**
 * Checks of a form definition itself, for the admin (a Payload validate hook) and for
 * imports: mistakes that would make the form misbehave rather than fail to save.
 */
import { countryByName } from './countries'
import { fieldIdOf } from './inputs'
import { pageCount } from './pages'
import { phoneCountry } from './phone'
import { pricingProblems } from '../pricing/definition'
import { type ConditionalLogic, type Form } from './types'
import { isDisplayOnly } from './fields/client'

export type DefinitionProblem = { fieldId?: number; message: string }

export function formProblems(form: Form): DefinitionProblem[] {
  const problems: DefinitionProblem[] = []
  const byId = new Map<number, Form['fields'][number]>()
  for (const field of form.fields) {
    if (!Number.isInteger(field.id) || field.id < 1)
      problems.push({ fieldId: field.id, message: `Field id ${field.id} is not a positive whole number.` })
    if (byId.has(field.id)) problems.push({ fieldId: field.id, message: `Field id ${field.id} is used twice.` })
    byId.set(field.id, field)
  }

  const checkLogic = (logic: ConditionalLogic | null | undefined, where: string, fieldId?: number) => {
    for (const rule of logic?.rules ?? []) {
      const source = byId.get(fieldIdOf(rule.fieldId))
      if (!source) problems.push({ fieldId, message: `${where}: a rule refers to field ${rule.fieldId}, which does not exist.` })
      else if (isDisplayOnly(source))
        problems.push({ fieldId, message: `${where}: a rule refers to field ${rule.fieldId}, which holds no value.` })
      else if (source.id === fieldId) problems.push({ fieldId, message: `${where}: a rule refers to the field itself.` })
    }
  }

  for (const field of form.fields) {
    const where = `Field ${field.id} (${field.label || field.type})`
    checkLogic(field.conditionalLogic, where, field.id)
    if (field.type === 'page') checkLogic(field.nextButton?.conditionalLogic, `${where}, next button`, field.id)
    if ('choices' in field && field.choices) {
      if (field.choices.length === 0) problems.push({ fieldId: field.id, message: `${where} has no choices.` })
      const values = field.choices.map((c) => c.value)
      if (new Set(values).size !== values.length)
        problems.push({ fieldId: field.id, message: `${where} has two choices with the same value.` })
    }
    if (
      field.type === 'number' &&
      field.rangeMin !== undefined &&
      field.rangeMax !== undefined &&
      field.rangeMin > field.rangeMax
    ) {
      problems.push({ fieldId: field.id, message: `${where}: the minimum is above the maximum.` })
    }
    if ('maxLength' in field && field.maxLength !== undefined && !(Number.isInteger(field.maxLength) && field.maxLength > 0)) {
      problems.push({ fieldId: field.id, message: `${where}: the maximum length must be a positive whole number.` })
    }
    if (field.type === 'phone' && field.defaultCountry && !phoneCountry(field.defaultCountry)) {
      problems.push({ fieldId: field.id, message: `${where}: unknown default country ${field.defaultCountry}.` })
    }
    if (field.type === 'address' && field.defaultCountry && !countryByName(field.defaultCountry)) {
      problems.push({ fieldId: field.id, message: `${where}: the default country is not in the countries list.` })
    }
  }

  problems.push(...pricingProblems(form))
  checkLogic(form.button.conditionalLogic, 'Submit button')
  const pages = pageCount(form)
  if (form.pagination && form.pagination.type !== 'none' && form.pagination.pageNames.length > pages) {
    problems.push({ message: `There are ${form.pagination.pageNames.length} page names for ${pages} pages.` })
  }
  const defaults = form.confirmations.filter((c) => c.isDefault).length
  if (defaults !== 1) problems.push({ message: `There must be exactly one default confirmation (found ${defaults}).` })
  for (const c of form.confirmations) {
    checkLogic(c.conditionalLogic, `Confirmation "${c.name}"`)
    if ((c.type === 'redirect' && !c.url) || (c.type === 'page' && !c.pageId)) {
      problems.push({ message: `Confirmation "${c.name}" has no destination.` })
    }
  }
  for (const n of form.notifications) {
    checkLogic(n.conditionalLogic, `Notification "${n.name}"`)
    for (const [label, id] of [
      ['recipient', n.toType === 'field' ? n.toField : undefined],
      ['reply-to', n.replyToField],
    ] as const) {
      if (id === undefined) continue
      if (byId.get(id)?.type !== 'email')
        problems.push({ message: `Notification "${n.name}": the ${label} field is not an e-mail field.` })
    }
    if (n.toType === 'field' && n.toField === undefined)
      problems.push({ message: `Notification "${n.name}" has no recipient field.` })
    if (n.toType === 'email' && !(n.toEmails ?? []).length)
      problems.push({ message: `Notification "${n.name}" has no recipients.` })
  }
  return problems
}
