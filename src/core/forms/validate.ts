/**
 * Validation of submitted values against the form definition, with GF's messages. The
 * browser runs it for instant feedback and the server runs the same code on every
 * submission, so what the visitor is told and what the server accepts never differ. Only
 * shown fields are validated (their logic is recomputed from the values), on the pages asked.
 */
import { countryByName } from './countries'
import { datePartsFrom, datePattern, parseDate, parseTime } from './date'
import { isValidEmail, isValidWebsite } from './formats'
import {
  ADDRESS_INPUTS,
  CONSENT_INPUTS,
  DATE_INPUTS,
  EMAIL_CONFIRM_INPUT,
  NAME_INPUTS,
  OTHER_CHOICE,
  PASSWORD_CONFIRM_INPUT,
  TIME_INPUTS,
  fieldInputs,
  hasPasswordConfirm,
  inputLabel,
  subInputId,
} from './inputs'
import { computeVisibility, isFieldVisible, type FormVisibility } from './logic'
import { matchesMask } from './mask'
import { formatNumber, parseNumber } from './number'
import { pageOfField } from './pages'
import { isValidPhone } from './phone'
import { filesOf } from '../uploads/state'
import { validateFiles } from '../uploads/validate'
import { listError, listRows } from '../lists/list'
import { REPEATER_MESSAGES, repeaterError, repeaterItems, subErrorInput } from '../repeater/repeater'
import { socialError } from '../social/field'
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, meetsMinimum, passwordStrength } from '../password/strength'
import { dateLimitError } from './date-limits'
import { isRichText, richTextLength, richTextToPlain } from './rich-text'
import { validatePricingField } from '../pricing/fields'
import { assertNever, isDisplayOnly, type Field, type FieldId, type Form, type InputId } from './types'
import { fieldEntry, isBlank, listOf, valueOf, type Values } from './values'

export type FieldError = {
  fieldId: FieldId
  message: string
  /** The sub-input at fault, when it is one (an e-mail confirmation, a missing city). */
  inputId?: InputId
}

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

/** Characters as people count them (an emoji is one), as GF's multibyte strlen does. */
const length = (text: string) => [...text].length

/** The range of a number field as a message, or null when it has none. */
function rangeMessage(field: Field & { type: 'number' }, m: Messages): string | null {
  const fmt = (n: number) =>
    formatNumber(n, field.numberFormat === 'currency' ? 'decimal_comma' : field.numberFormat, { thousands: false })
  const { rangeMin: min, rangeMax: max } = field
  if (min !== undefined && max !== undefined) return m.numberBetween(fmt(min), fmt(max))
  if (min !== undefined) return m.numberMin(fmt(min))
  if (max !== undefined) return m.numberMax(fmt(max))
  return null
}

/** The labels of required sub-inputs left empty, or [] when they are all filled. */
function missingInputs(field: Field, values: Values, required: readonly number[]): { labels: string[]; first?: InputId } {
  const missing = fieldInputs(field).filter(
    (input) => !input.isHidden && required.includes(Number(input.id.split('.')[1])) && isBlank(values[input.id]),
  )
  return { labels: missing.map(inputLabel), first: missing[0]?.id }
}

function requiredComplex(field: Field, values: Values, required: readonly number[], m: Messages): FieldError | null {
  const shown = fieldInputs(field).filter((input) => !input.isHidden)
  const allEmpty = shown.every((input) => isBlank(values[input.id]))
  if (allEmpty) return { fieldId: field.id, message: m.required, inputId: shown[0]?.id }
  const { labels, first } = missingInputs(field, values, required)
  return labels.length ? { fieldId: field.id, message: m.requiredInputs(labels), inputId: first } : null
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
  const id = String(field.id)
  const fail = (message: string, inputId?: InputId): FieldError => ({
    fieldId: field.id,
    message,
    ...(inputId ? { inputId } : {}),
  })
  const value = valueOf(values, id)
  const required = field.isRequired === true && field.visibility !== 'hidden'

  switch (field.type) {
    case 'html':
    case 'section':
    case 'page':
    case 'hidden':
    case 'captcha':
      return null

    case 'text':
    case 'textarea':
      if (isRichText(field)) {
        // HTML: empty paragraphs are no answer, and the maximum counts the text, not the tags.
        if (!richTextToPlain(value).trim()) return required ? fail(m.required) : null
        return field.maxLength && richTextLength(value) > field.maxLength ? fail(m.maxLength) : null
      }
      if (!value) return required ? fail(m.required) : null
      if (field.maxLength && length(value) > field.maxLength) return fail(m.maxLength)
      if (field.type === 'text' && field.inputMaskValue && !matchesMask(value, field.inputMaskValue)) {
        return fail(m.inputMask(field.inputMaskValue))
      }
      return null

    case 'select':
      if (!value) return required ? fail(m.required) : null
      return field.choices.some((c) => c.value === value) ? null : fail(m.choice)

    case 'multiselect': {
      const list = listOf(values, id)
      if (list.length === 0) return required ? fail(m.required) : null
      const allowed = new Set(field.choices.map((c) => c.value))
      return list.every((v) => allowed.has(v)) ? null : fail(m.choice)
    }

    case 'checkbox': {
      const inputs = fieldInputs(field)
      let ticked = 0
      for (const [index, input] of inputs.entries()) {
        const v = valueOf(values, input.id)
        if (!v) continue
        if (v !== field.choices[index]?.value) return fail(m.choice, input.id)
        ticked++
      }
      return ticked === 0 && required ? fail(m.required) : null
    }

    case 'radio':
      if (!value || value === OTHER_CHOICE) return required ? fail(m.required) : null
      return field.choices.some((c) => c.value === value) || field.enableOtherChoice ? null : fail(m.choice)

    case 'number': {
      if (!value) return required ? fail(m.required) : null
      const n = parseNumber(value, field.numberFormat)
      const range = rangeMessage(field, m)
      if (n === null) return fail(range ?? m.number)
      if ((field.rangeMin !== undefined && n < field.rangeMin) || (field.rangeMax !== undefined && n > field.rangeMax)) {
        return fail(range ?? m.number)
      }
      return null
    }

    case 'email': {
      if (!value) return required ? fail(m.required) : null
      if (!isValidEmail(value)) return fail(m.email)
      const confirmId = subInputId(field.id, EMAIL_CONFIRM_INPUT)
      if (field.emailConfirmEnabled && valueOf(values, confirmId) !== value) return fail(m.emailMismatch, confirmId)
      return null
    }

    case 'phone':
      if (!value) return required ? fail(m.required) : null
      return isValidPhone(value, field) ? null : fail(m.phone)

    case 'website':
      if (!value) return required ? fail(m.required) : null
      return isValidWebsite(value) ? null : fail(m.website)

    case 'name':
      return required ? requiredComplex(field, values, [NAME_INPUTS.first, NAME_INPUTS.last], m) : null

    case 'address': {
      const { street, city, state, zip, country } = ADDRESS_INPUTS
      if (required) {
        const error = requiredComplex(field, values, [street, city, state, zip, country], m)
        if (error) return error
      }
      const countryId = subInputId(field.id, country)
      const countryValue = valueOf(values, countryId)
      return countryValue && !countryByName(countryValue) ? fail(m.country, countryId) : null
    }

    case 'date': {
      if (field.dateType === 'datepicker') {
        if (!value) return required ? fail(m.required) : null
        const parsed = parseDate(value, field.dateFormat)
        if (!parsed) return fail(m.dateFormat(datePattern(field.dateFormat)))
        const outside = dateLimitError(field, parsed)
        return outside ? fail(outside) : null
      }
      const part = (n: number) => valueOf(values, subInputId(field.id, n))
      const { month, day, year } = DATE_INPUTS
      if (!part(month) && !part(day) && !part(year)) return required ? fail(m.required) : null
      if (required) {
        const error = requiredComplex(field, values, [month, day, year], m)
        if (error) return error
      }
      const parts = datePartsFrom(part(year), part(month), part(day))
      if (!parts) return fail(m.date)
      const outside = dateLimitError(field, parts)
      return outside ? fail(outside) : null
    }

    case 'time': {
      const part = (n: number) => valueOf(values, subInputId(field.id, n))
      const { hour, minute, ampm } = TIME_INPUTS
      // A time with an empty hour or minute counts as empty, as in GF.
      if (!part(hour) || !part(minute)) {
        if (required) return fail(m.required)
        return part(hour) || part(minute) ? fail(m.time) : null
      }
      return parseTime(part(hour), part(minute), part(ampm), field.timeFormat) ? null : fail(m.time)
    }

    case 'fileupload': {
      const error = validateFiles(field, filesOf(value))
      if (error) return fail(error)
      return required && !value ? fail(m.required) : null
    }

    case 'consent': {
      const checkedId = subInputId(field.id, CONSENT_INPUTS.checked)
      const checked = valueOf(values, checkedId)
      if (checked && checked !== '1') return fail(m.choice, checkedId)
      return required && checked !== '1' ? fail(m.required, checkedId) : null
    }

    case 'social': {
      if (!value) return required ? fail(m.required) : null
      const error = socialError(field, value)
      return error ? fail(error) : null
    }

    case 'password': {
      const confirmId = subInputId(field.id, PASSWORD_CONFIRM_INPUT)
      const confirm = hasPasswordConfirm(field) ? valueOf(values, confirmId) : undefined
      if (!value) {
        if (confirm) return fail(PASSWORD_MESSAGES.mismatch, confirmId)
        return required ? fail(m.required) : null
      }
      if (length(value) > PASSWORD_MAX_LENGTH) return fail(PASSWORD_MESSAGES.tooLong)
      if (confirm !== undefined && confirm !== value) return fail(PASSWORD_MESSAGES.mismatch, confirmId)
      const minimum = field.minPasswordStrength
      if (!minimum || !scorePassword) return null
      return meetsMinimum(passwordStrength(value, scorePassword(value)), minimum)
        ? null
        : fail(PASSWORD_MESSAGES.tooWeak(minimum))
    }

    case 'list': {
      const cells = listOf(values, id)
      if (listRows(field, cells).length === 0) return required ? fail(m.required) : null
      const error = listError(field, cells)
      return error ? fail(error) : null
    }

    case 'repeater': {
      const cells = listOf(values, id)
      const first = field.fields[0]
      if (repeaterItems(field, cells).length === 0)
        return required ? fail(m.required, first ? subErrorInput(field.id, 0, first.id) : undefined) : null
      const error = repeaterError(field, cells, { ...REPEATER_MESSAGES, email: m.email, number: m.number, choice: m.choice })
      return error ? fail(error.message, error.inputId) : null
    }

    case 'product':
    case 'option':
    case 'quantity':
    case 'shipping':
    case 'total':
      return validatePricingField(form, field, values, m, fail, required)

    default:
      return assertNever(field)
  }
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
