/**
 * What a type's `validate.ts` (`fields/<type>/validate.ts`) is lent by `core/forms/validate.ts`,
 * and the checks several types share. Apart from the map (`fields/index.ts`) so a folder can use
 * these without importing the map that lists it.
 */
import { inputLabel, subInputId } from '../input-ids'
import { findChoice } from '../../pricing/choices'
import type { Field, FieldId, FieldOfType, FieldType, Form, InputId, PriceChoice, SubInput } from '../types'
import { isBlank, valueOf, type Values } from '../value-access'
import type { Messages } from '../validate'

export type FieldError = {
  fieldId: FieldId
  message: string
  /** The sub-input at fault, when it is one (an e-mail confirmation, a missing city). */
  inputId?: InputId
}

export type CheckContext = {
  values: Values
  m: Messages
  form: Form | undefined
  scorePassword: ((password: string) => number) | undefined
  /** The value of the field's own input (`input_{id}`), '' when none was posted. */
  value: string
  /** Required and shown: a field hidden by its visibility cannot be asked for. */
  required: boolean
  fail: (message: string, inputId?: InputId) => FieldError
}

/** A type's own check: required, formats, options, lengths, ranges and masks. */
export type Check<T extends FieldType> = (field: FieldOfType<T>, c: CheckContext) => FieldError | null

/** Fields that hold nothing the visitor types, or nothing the server can check here. */
export const noCheck = (): null => null

/** Characters as people count them (an emoji is one), as GF's multibyte strlen does. */
export const length = (text: string) => [...text].length

/** The labels of required sub-inputs left empty, or [] when they are all filled. */
function missingInputs(
  shown: readonly SubInput[],
  values: Values,
  required: readonly number[],
): { labels: string[]; first?: InputId } {
  const missing = shown.filter((input) => required.includes(Number(input.id.split('.')[1])) && isBlank(values[input.id]))
  return { labels: missing.map(inputLabel), first: missing[0]?.id }
}

/** Required sub-inputs of a composite field (name, address, date drop downs), of those `shown`. */
export function requiredComplex(
  field: Field,
  shown: readonly SubInput[],
  c: CheckContext,
  required: readonly number[],
): FieldError | null {
  const allEmpty = shown.every((input) => isBlank(c.values[input.id]))
  if (allEmpty) return { fieldId: field.id, message: c.m.required, inputId: shown[0]?.id }
  const { labels, first } = missingInputs(shown, c.values, required)
  return labels.length ? { fieldId: field.id, message: c.m.requiredInputs(labels), inputId: first } : null
}

/** A drop down's or radio's one value, which must be one of its choices. */
export function oneOf(c: CheckContext, allowed: (value: string) => boolean): FieldError | null {
  if (!c.value) return c.required ? c.fail(c.m.required) : null
  return allowed(c.value) ? null : c.fail(c.m.choice)
}

/** A single-input field whose answer, when given, must pass `isValid`. */
export function formatted(c: CheckContext, isValid: (value: string) => boolean, message: string): FieldError | null {
  if (!c.value) return c.required ? c.fail(c.m.required) : null
  return isValid(c.value) ? null : c.fail(message)
}

/** A field's own input's value, by sub-input number. */
export const part = (field: { id: FieldId }, c: CheckContext, n: number) => valueOf(c.values, subInputId(field.id, n))

/** A priced drop down's or radio's value (products, options, shipping): one of its choices. */
export const oneOfPrices = (c: CheckContext, choices: readonly PriceChoice[] | undefined) =>
  oneOf(c, (value) => findChoice(choices, value) !== undefined)
