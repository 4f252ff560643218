/**
 * Validation of submitted values against the form definition, with GF's messages. The
 * browser runs it for instant feedback and the server runs the same code on every
 * submission, so what the visitor is told and what the server accepts never differ. Only
 * shown fields are validated (their logic is recomputed from the values), on the pages asked.
 */
import { partFor } from './fields/definition'
import { FIELD_TYPES } from './fields'
import type { Check, FieldError } from './fields/validate-kit'
import { computeVisibility, isFieldVisible, type FormVisibility } from './logic'
import { pageOfField } from './pages'
import { type Field, type FieldType, type Form, type InputId } from './types'
import { isDisplayOnly } from './fields/client'
import { fieldEntry, valueOf, type Values } from './values'

export type { FieldError } from './fields/validate-kit'

export type ValidationResult = { valid: boolean; errors: FieldError[] }

/** Every message, replaceable for translation. Texts are plain (escape them when rendering). */
export type Messages = {
  required: string
  requiredInputs: (labels: string[]) => string
  email: string
  emailMismatch: string
  number: string
  numberBetween: (min: string, max: string) => string
  numberMin: (min: string) => string
  numberMax: (max: string) => string
  date: string
  dateFormat: (pattern: string) => string
  time: string
  maxLength: string
  choice: string
  phone: string
  website: string
  country: string
  inputMask: (mask: string) => string
  duplicate: (value: string) => string
}

/** GF's English messages (the range messages without GF's `<strong>` markup). */
export const DEFAULT_MESSAGES: Messages = {
  required: 'This field is required.',
  requiredInputs: (labels) => `This field is required. Please complete the following fields: ${labels.join(', ')}.`,
  email: 'The email address entered is invalid, please check the formatting (e.g. email@domain.com).',
  emailMismatch: 'Your emails do not match.',
  number: 'Please enter a valid number.',
  numberBetween: (min, max) => `Please enter a value between ${min} and ${max}.`,
  numberMin: (min) => `Please enter a value greater than or equal to ${min}.`,
  numberMax: (max) => `Please enter a value less than or equal to ${max}.`,
  date: 'Please enter a valid date.',
  dateFormat: (pattern) => `Please enter a valid date in the format (${pattern}).`,
  time: 'Please enter a valid time.',
  maxLength: 'The text entered exceeds the maximum number of characters.',
  choice: 'Invalid selection. Please select one of the available choices.',
  phone: 'Please enter a valid phone number.',
  website: 'Please enter a valid Website URL (e.g. https://example.com).',
  country: 'Please select a country from the list.',
  inputMask: (mask) => `Required format: ${mask}`,
  duplicate: (value) => `This field requires a unique entry and '${value}' has already been used`,
}

/** Answers whether a value was already used in an earlier entry of this field (server only). */
export type DuplicateCheck = (field: Field, value: string) => boolean
export type AsyncDuplicateCheck = (field: Field, value: string) => boolean | Promise<boolean>

export type ValidateOptions = {
  /** Validate only the fields on these pages (all pages when absent). */
  pages?: readonly number[]
  /** Visibility already computed for these values. */
  visibility?: FormVisibility
  messages?: Partial<Messages>
  isDuplicate?: DuplicateCheck
  /** The whole form, for fields whose rules look at other fields (a product and its quantity field). */
  form?: Form
  /**
   * zxcvbn's 0–4 score of a password (core/password/score.ts), for password fields with a
   * minimum strength. The server always passes it (core/forms/submission.ts); the browser passes
   * it once the meter has loaded it, and until then leaves the minimum to the server.
   */
  scorePassword?: (password: string) => number
}

/**
 * The error of one field, or null. Hidden fields are the caller's business (see
 * `validateForm`); this checks required, formats, options, lengths, ranges and masks.
 */
export function validateField(
  field: Field,
  values: Values,
  options: Pick<ValidateOptions, 'messages' | 'isDuplicate' | 'form' | 'scorePassword'> = {},
): FieldError | null {
  const m = { ...DEFAULT_MESSAGES, ...options.messages }
  const error = check(field, values, m, options.form, options.scorePassword)
  const final =
    error ??
    (field.noDuplicates && options.isDuplicate
      ? duplicateError(field, values, m, (f, v) => options.isDuplicate?.(f, v) ?? false)
      : null)
  if (!final) return null
  // GF's custom validation message replaces every message of the field.
  return field.errorMessage ? { ...final, message: field.errorMessage } : final
}

/** The value a no-duplicates check compares: the stored entry value of the field. */
export function duplicateValue(field: Field, values: Values): string {
  return fieldEntry(field, values)[String(field.id)] ?? ''
}

function duplicateError(field: Field, values: Values, m: Messages, isDuplicate: DuplicateCheck): FieldError | null {
  const value = duplicateValue(field, values)
  return value && isDuplicate(field, value) ? { fieldId: field.id, message: m.duplicate(value) } : null
}

function check(
  field: Field,
  values: Values,
  m: Messages,
  form?: Form,
  scorePassword?: (password: string) => number,
): FieldError | null {
  const fail = (message: string, inputId?: InputId): FieldError => ({
    fieldId: field.id,
    message,
    ...(inputId ? { inputId } : {}),
  })
  const value = valueOf(values, String(field.id))
  const required = field.isRequired === true && field.visibility !== 'hidden'
  const own = partFor(FIELD_TYPES, field).validate as Check<FieldType>
  return own(field, { values, m, form, scorePassword, value, required, fail })
}

/** The fields `validateForm` looks at: shown, holding a value, on the pages asked. */
export function fieldsToValidate(form: Form, visibility: FormVisibility, pages?: readonly number[]): Field[] {
  return form.fields.filter(
    (field) =>
      !isDisplayOnly(field) &&
      field.visibility !== 'administrative' &&
      isFieldVisible(visibility, field.id) &&
      (!pages || pages.includes(pageOfField(form, field.id))),
  )
}

/** Validates the shown fields of the form (or of some pages). Errors come in form order. */
export function validateForm(form: Form, values: Values, options: ValidateOptions = {}): ValidationResult {
  const visibility = options.visibility ?? computeVisibility(form, values)
  const errors: FieldError[] = []
  for (const field of fieldsToValidate(form, visibility, options.pages)) {
    const error = validateField(field, values, { ...options, form })
    if (error) errors.push(error)
  }
  return { valid: errors.length === 0, errors }
}

/**
 * As `validateForm`, with a no-duplicates check that may query a database. Only fields
 * that passed every other check are looked up.
 */
export async function validateFormAsync(
  form: Form,
  values: Values,
  options: Omit<ValidateOptions, 'isDuplicate'> & { isDuplicate?: AsyncDuplicateCheck } = {},
): Promise<ValidationResult> {
  const { isDuplicate, ...rest } = options
  const visibility = rest.visibility ?? computeVisibility(form, values)
  const m = { ...DEFAULT_MESSAGES, ...rest.messages }
  const errors: FieldError[] = []
  for (const field of fieldsToValidate(form, visibility, rest.pages)) {
    let error = validateField(field, values, { ...rest, form })
    if (!error && field.noDuplicates && isDuplicate) {
      const value = duplicateValue(field, values)
      if (value && (await isDuplicate(field, value))) {
        error = { fieldId: field.id, message: field.errorMessage || m.duplicate(value) }
      }
    }
    if (error) errors.push(error)
  }
  return { valid: errors.length === 0, errors }
}
