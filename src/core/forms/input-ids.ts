/**
 * Sub-input numbers, input names and element ids exactly as Gravity Forms writes them, so the
 * markup, its CSS and the submission protocol stay GF's. Nothing here asks the field-type
 * registry: the types' own parts import this module, and a module they import must never lead back
 * to the maps that list them (`core/module-order.test.ts`). What does ask it is in `inputs.ts`.
 */
import type { Field, FieldId, Form, InputId, SubInput } from './types'

export const NAME_INPUTS = { prefix: 2, first: 3, middle: 4, last: 6, suffix: 8 } as const
export const ADDRESS_INPUTS = { street: 1, line2: 2, city: 3, state: 4, zip: 5, country: 6 } as const
export const DATE_INPUTS = { month: 1, day: 2, year: 3 } as const
export const TIME_INPUTS = { hour: 1, minute: 2, ampm: 3 } as const
/** The checkbox (`1` when ticked), then the label and the text agreed to, filled in by the server. */
export const CONSENT_INPUTS = { checked: 1, label: 2, description: 3 } as const
export const EMAIL_CONFIRM_INPUT = 2
/** A password field's confirmation (`input_5_2`), as GF numbers it. */
export const PASSWORD_CONFIRM_INPUT = 2

/** The value a radio button posts for its "other" choice; the text comes in `input_{id}_other`. */
export const OTHER_CHOICE = 'gf_other_choice'

export function subInputId(fieldId: FieldId, n: number): InputId {
  return `${fieldId}.${n}`
}

/** The field id of `"5"` or `"5.3"`; NaN for anything else. */
export function fieldIdOf(inputId: InputId): FieldId {
  return /^\d+(\.\d+)?$/.test(inputId) ? Number(inputId.split('.')[0]) : NaN
}

/**
 * The sub-input number of the checkbox at `index` (0-based): 1…9, 11…19, 21… GF skips
 * multiples of ten because its PHP reads `3.10` as the number 3.1, the id of the first box.
 */
export function checkboxInputNumber(index: number): number {
  return index + 1 + Math.floor(index / 9)
}

/** Date drop-downs and three-field dates post `input_5[]` in the order of the date format. */
export function dateInputOrder(field: Field & { type: 'date' }): InputId[] {
  const { month, day, year } = DATE_INPUTS
  const order = field.dateFormat.startsWith('dmy')
    ? [day, month, year]
    : field.dateFormat.startsWith('ymd')
      ? [year, month, day]
      : [month, day, year]
  return order.map((n) => subInputId(field.id, n))
}

/** Whether a field posts positional `input_5[]` values (time, date drop-downs and fields). */
function isPositional(field: Field): boolean {
  return field.type === 'time' || (field.type === 'date' && field.dateType !== 'datepicker')
}

/**
 * The `name` attribute of an input. Without `inputId` the field's main input: `input_5`, or
 * `input_5[]` for a multi select. Sub-inputs: `input_5.3` (name, address, checkbox, consent),
 * `input_5_2` (e-mail confirmation), `input_5[]` (date and time parts, posted by position).
 */
export function inputName(field: Field, inputId?: InputId): string {
  const id = field.id
  if (field.type === 'multiselect' || field.type === 'list') return `input_${id}[]`
  if (inputId === undefined || inputId === String(id)) return `input_${id}`
  if (isPositional(field)) return `input_${id}[]`
  if (field.type === 'email' || field.type === 'password') return `input_${inputId.replace('.', '_')}`
  return `input_${inputId}`
}

/** The text input of a radio field's "other" choice. */
export function otherInputName(fieldId: FieldId): string {
  return `input_${fieldId}_other`
}

/** GF's element id of an input: `input_{form}_{field}` or `input_{form}_{field}_{sub}`. */
export function inputId(formId: number, fieldId: FieldId, sub?: number): string {
  return sub === undefined ? `input_${formId}_${fieldId}` : `input_${formId}_${fieldId}_${sub}`
}

/** Element id of a checkbox (n = its sub-input number) or radio button (n = 0-based index). */
export function choiceId(formId: number, fieldId: FieldId, n: number): string {
  return `choice_${formId}_${fieldId}_${n}`
}

/** The other element ids GF's markup, CSS and scripts use. */
export const domIds = {
  wrapper: (formId: number) => `gform_wrapper_${formId}`,
  form: (formId: number) => `gform_${formId}`,
  field: (formId: number, fieldId: FieldId) => `field_${formId}_${fieldId}`,
  description: (formId: number, fieldId: FieldId) => `gfield_description_${formId}_${fieldId}`,
  validationMessage: (formId: number, fieldId: FieldId) => `validation_message_${formId}_${fieldId}`,
  page: (formId: number, page: number) => `gform_page_${formId}_${page}`,
  submitButton: (formId: number) => `gform_submit_button_${formId}`,
  nextButton: (formId: number, pageFieldId: FieldId) => `gform_next_button_${formId}_${pageFieldId}`,
  previousButton: (formId: number, pageFieldId: FieldId) => `gform_previous_button_${formId}_${pageFieldId}`,
  confirmationWrapper: (formId: number) => `gform_confirmation_wrapper_${formId}`,
  confirmationMessage: (formId: number) => `gform_confirmation_message_${formId}`,
  sourcePage: (formId: number) => `gform_source_page_number_${formId}`,
  targetPage: (formId: number) => `gform_target_page_number_${formId}`,
} as const

/** Where a posted name goes. */
export type InputTarget =
  | { kind: 'value'; field: Field; inputId: InputId }
  | { kind: 'list'; field: Field; inputId: InputId }
  /** Every posted text kept in order, empty ones too (a list field's cells). */
  | { kind: 'cells'; field: Field; inputId: InputId }
  | { kind: 'positional'; field: Field; inputIds: InputId[] }
  /** One cell of a list kept by position (a repeater item's sub-input: `input_5[1][2]`). */
  | { kind: 'slot'; field: Field; inputId: InputId; index: number }
  | { kind: 'other'; field: Field }

export type TargetOptions = {
  /** Accept administrative fields (staff editing an entry); never for public submissions. */
  includeAdministrative?: boolean
}

/** The field with this id, or undefined. */
export function findField(form: Form, fieldId: FieldId): Field | undefined {
  return form.fields.find((f) => f.id === fieldId)
}
/** The label of a sub-input as shown: its custom label, else its label. */
export function inputLabel(input: SubInput): string {
  return input.customLabel || input.label
}

/**
 * A field's sub-inputs with their effective settings, given its type's defaults: the field's own
 * `inputs` entries (matched by id) over them. A checkbox's defaults are its own entries already.
 */
export function withInputSettings(field: Field, defaults: SubInput[]): SubInput[] {
  if (field.type === 'checkbox' || !('inputs' in field) || !field.inputs) return defaults
  const own = new Map(field.inputs.map((input) => [input.id, input]))
  return defaults.map((input) => ({ ...input, ...own.get(input.id), id: input.id }))
}
