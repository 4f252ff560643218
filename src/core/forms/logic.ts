/**
 * Conditional logic with GF's semantics, the same in the browser (showing and hiding as the
 * visitor types) and on the server (which recomputes it and drops what was hidden).
 *
 * - Comparisons ignore case (GF lowercases both sides). `>` and `<` compare numbers and are
 *   false unless both sides are numbers.
 * - A rule on a checkbox or multi select matches when any selected value matches; `isnot`
 *   matches when none does. A rule on a sub-input (`3.2`) looks at that input only.
 * - A rule on a field that is itself hidden (by its logic, its section or its page) sees an
 *   empty value, so chains of conditions collapse the way visitors expect.
 * - Where GF compares text, two refinements: numbers compare as numbers for `is` and `isnot`
 *   too (`5` is `5,0` in a decimal-comma field), and dates compare as dates for all four
 *   (`>` means later). An empty number field is empty, not 0 as in GF's browser code.
 */
import { partFor } from './fields/definition'
import { FIELD_CLIENT } from './fields/client'
import type { LogicPart } from './fields/logic-kit'
import { isValidEmail } from './formats'
import { fieldIdOf, fieldInputs } from './inputs'
import { parseAnyNumber } from './number'
import { paginate, sectionOfField } from './pages'
import {
  type Confirmation,
  type ConditionalLogic,
  type Field,
  type FieldType,
  type FieldId,
  type Form,
  type InputId,
  type LogicOperator,
  type LogicRule,
  type Notification,
} from './types'
import { isDisplayOnly } from './fields/client'
import { valueOf, type Values } from './values'

/** How a field's value is compared: as text, as a number, or as an ISO date. */
export type ValueKind = 'text' | 'number' | 'date'

/** GF's comparison of one value with a rule's value (both already in comparable form). */
export function matchesOperation(value: string, target: string, operator: LogicOperator, kind: ValueKind = 'text'): boolean {
  const a = value.toLowerCase()
  const b = target.toLowerCase()
  if (kind === 'date' && a && b && (operator === '>' || operator === '<' || operator === 'is' || operator === 'isnot')) {
    if (operator === 'is') return a === b
    if (operator === 'isnot') return a !== b
    return operator === '>' ? a > b : a < b
  }
  if (operator === '>' || operator === '<' || (kind === 'number' && (operator === 'is' || operator === 'isnot'))) {
    const x = parseAnyNumber(a)
    const y = parseAnyNumber(b)
    if (x !== null && y !== null) {
      if (operator === 'is') return x === y
      if (operator === 'isnot') return x !== y
      return operator === '>' ? x > y : x < y
    }
    if (operator === '>' || operator === '<') return false
  }
  switch (operator) {
    case 'is':
      return a === b
    case 'isnot':
      return a !== b
    case 'contains':
      return a.includes(b)
    case 'starts_with':
      return a.startsWith(b)
    case 'ends_with':
      return a.endsWith(b)
    default:
      return false
  }
}

/** A field's value as rules see it (sub-input or whole field), with how to compare it. */
export function logicValue(field: Field, inputId: InputId, values: Values): { value: string | string[]; kind: ValueKind } {
  if (inputId !== String(field.id)) return { value: valueOf(values, inputId), kind: 'text' }
  return (partFor(FIELD_CLIENT, field).logic as LogicPart<FieldType>).value(field, values)
}

/** A rule's value in the form its source field compares in. */
function ruleTarget(field: Field | undefined, rule: LogicRule, kind: ValueKind): string {
  if (!field || kind === 'text') return rule.value
  const target = (partFor(FIELD_CLIENT, field).logic as LogicPart<FieldType>).target
  return target ? target(field, rule.value, kind) : rule.value
}

/** Reads a rule's source: the field's value, or '' when the field is hidden or unknown. */
export type RuleSource = (inputId: InputId) => { field: Field | undefined; value: string | string[]; kind: ValueKind }

export function isRuleMatch(rule: LogicRule, source: RuleSource): boolean {
  const { field, value, kind } = source(rule.fieldId)
  const list = Array.isArray(value) ? (value.length ? value : ['']) : [value]
  const target = ruleTarget(field, rule, kind)
  const matches = list.filter((v) => matchesOperation(v, target, rule.operator, kind)).length
  return rule.operator === 'isnot' ? matches === list.length : matches > 0
}

/**
 * Whether the element governed by `logic` is shown (or, for confirmations and notifications,
 * used). No logic, or logic without rules, means shown.
 */
export function evaluateLogic(logic: ConditionalLogic | null | undefined, source: RuleSource): boolean {
  if (!logic || !Array.isArray(logic.rules) || logic.rules.length === 0) return true
  const results = logic.rules.map((rule) => isRuleMatch(rule, source))
  const matched = logic.logicType === 'any' ? results.some(Boolean) : results.every(Boolean)
  return logic.actionType === 'hide' ? !matched : matched
}

/** What is shown for the current values. Plain data, so it can be sent to the browser. */
export type FormVisibility = {
  /** Field id to shown; every field of the form is listed. */
  fields: Record<FieldId, boolean>
  /** `pages[n - 1]`: page n is shown. Page 1 always is. */
  pages: boolean[]
  /** The submit button (GF's form button logic). */
  submitButton: boolean
  /** `nextButtons[n - 1]`: the next button at the bottom of page n. */
  nextButtons: boolean[]
}

export function isFieldVisible(visibility: FormVisibility, fieldId: FieldId): boolean {
  return visibility.fields[fieldId] === true
}

/**
 * Evaluates the logic of every field, section and page, the submit button and the next
 * buttons. A field is hidden when its page is hidden, its section is hidden or its own logic
 * hides it. Rules that refer to each other in a circle are broken by treating the field
 * being evaluated as shown.
 */
export function computeVisibility(form: Form, values: Values): FormVisibility {
  const byId = new Map(form.fields.map((f) => [f.id, f]))
  const pages = paginate(form)
  const pageOf = new Map<FieldId, number>()
  for (const page of pages) {
    if (page.pageField) pageOf.set(page.pageField.id, page.number)
    for (const field of page.fields) pageOf.set(field.id, page.number)
  }
  const known = new Map<FieldId, boolean>()
  const visiting = new Set<FieldId>()

  const source: RuleSource = (inputId) => {
    const field = byId.get(fieldIdOf(inputId))
    if (!field || !visible(field.id)) return { field, value: '', kind: 'text' }
    return { field, ...logicValue(field, inputId, values) }
  }

  const visible = (id: FieldId): boolean => {
    const cached = known.get(id)
    if (cached !== undefined) return cached
    const field = byId.get(id)
    if (!field) return false
    if (visiting.has(id)) return true
    visiting.add(id)
    let shown = true
    const page = pageOf.get(id) ?? 1
    const pageField = pages[page - 1]?.pageField
    if (field.type !== 'page' && pageField && !visible(pageField.id)) shown = false
    if (shown) {
      const section = sectionOfField(form, id)
      if (section && !visible(section.id)) shown = false
    }
    if (shown) shown = evaluateLogic(field.conditionalLogic, source)
    visiting.delete(id)
    known.set(id, shown)
    return shown
  }

  const fields: Record<FieldId, boolean> = {}
  for (const field of form.fields) fields[field.id] = visible(field.id)
  return {
    fields,
    pages: pages.map((p) => (p.pageField ? fields[p.pageField.id] === true : true)),
    submitButton: evaluateLogic(form.button.conditionalLogic, source),
    nextButtons: pages.map((p) => {
      const following = pages[p.number]?.pageField
      return following ? evaluateLogic(following.nextButton?.conditionalLogic, source) : false
    }),
  }
}

/**
 * The values the server keeps: those of shown fields only, without display-only fields and
 * without sub-inputs the field does not show (a hidden middle name, say).
 */
export function visibleValues(form: Form, values: Values, visibility: FormVisibility): Values {
  const byId = new Map(form.fields.map((f) => [f.id, f]))
  const kept: Values = {}
  for (const [inputId, value] of Object.entries(values)) {
    const field = byId.get(fieldIdOf(inputId))
    if (!field || isDisplayOnly(field) || !isFieldVisible(visibility, field.id)) continue
    if (inputId.includes('.') && fieldInputs(field).find((i) => i.id === inputId)?.isHidden) continue
    kept[inputId] = value
  }
  return kept
}

/** A rule source over values whose hidden fields were already dropped. */
export function valuesSource(form: Form, values: Values, visibility?: FormVisibility): RuleSource {
  const byId = new Map(form.fields.map((f) => [f.id, f]))
  return (inputId) => {
    const field = byId.get(fieldIdOf(inputId))
    if (!field || (visibility && !isFieldVisible(visibility, field.id))) return { field, value: '', kind: 'text' }
    return { field, ...logicValue(field, inputId, values) }
  }
}

/**
 * The confirmation to show: the first non-default confirmation whose logic matches (none
 * means always, as in GF), else the default one.
 */
export function pickConfirmation(form: Form, values: Values, visibility?: FormVisibility): Confirmation | undefined {
  const source = valuesSource(form, values, visibility)
  const match = form.confirmations.find((c) => !c.isDefault && evaluateLogic(c.conditionalLogic, source))
  return match ?? form.confirmations.find((c) => c.isDefault) ?? form.confirmations[0]
}

/** The active notifications whose logic matches, in order. */
export function matchingNotifications(form: Form, values: Values, visibility?: FormVisibility): Notification[] {
  const source = valuesSource(form, values, visibility)
  return form.notifications.filter(
    (n) => n.isActive !== false && n.event === 'form_submission' && evaluateLogic(n.conditionalLogic, source),
  )
}

/**
 * The addresses a notification goes to: its fixed addresses, or the value of its e-mail
 * field. Only well-formed single addresses pass, so a submitted value can never add
 * recipients or headers.
 */
export function notificationRecipients(notification: Notification, form: Form, values: Values): string[] {
  if (notification.toType === 'email') return (notification.toEmails ?? []).map((a) => a.trim()).filter(isValidEmail)
  const field = notification.toField === undefined ? undefined : form.fields.find((f) => f.id === notification.toField)
  if (!field || field.type !== 'email') return []
  const address = valueOf(values, String(field.id))
  return isValidEmail(address) ? [address] : []
}

/** The Reply-To address from the notification's e-mail field, when valid. */
export function notificationReplyTo(notification: Notification, form: Form, values: Values): string | undefined {
  const field = notification.replyToField === undefined ? undefined : form.fields.find((f) => f.id === notification.replyToField)
  if (!field || field.type !== 'email') return undefined
  const address = valueOf(values, String(field.id))
  return isValidEmail(address) ? address : undefined
}
