/**
 * What a value is and how to read one: an input's text or list, whether it is blank, a radio's state.
 * Nothing here asks the field-type registry, so the types' own parts can import it (see
 * `input-ids.ts`); reading a whole submission, which does, is in `values.ts`, which re-exports this.
 */
import { OTHER_CHOICE } from './input-ids'
import type { Field, InputId } from './types'

/** One input's value: text, or the selected options of a multi select. */
export type InputValue = string | string[]

/** Values keyed by input id. A missing key means empty. */
export type Values = Record<InputId, InputValue>

/** A posted pair, as `FormData.entries()` or `URLSearchParams` give them. Files are skipped here. */
export type Pair = readonly [string, unknown]

export type InputLimits = {
  /** Characters kept of one value; browsers enforce far less, so more is not a person typing. */
  maxValueLength: number
  /** Pairs read from one submission. */
  maxPairs: number
  /** Options read for one multi select. */
  maxListItems: number
}

export const INPUT_LIMITS: InputLimits = { maxValueLength: 100_000, maxPairs: 2_000, maxListItems: 500 }

/**
 * Tidies one posted text: line breaks become `\n` (browsers post textareas with `\r\n`, which
 * would count twice against a maximum length the browser counted once), control characters
 * other than tab and line feed are dropped (nobody types them; they break e-mail and CSV),
 * and surrounding space is trimmed, as GF does.
 */
export function cleanText(raw: string, maxLength = INPUT_LIMITS.maxValueLength): string {
  let text = raw.length > maxLength * 2 ? raw.slice(0, maxLength * 2) : raw
  text = text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim()
  if (text.length > maxLength) {
    text = text.slice(0, maxLength)
    // Never leave half of a surrogate pair at the end.
    if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1)
  }
  return text
}

// Own keys only: an id such as `constructor` must read as empty, never as a property of Object.
const own = (values: Values, inputId: InputId): InputValue | undefined =>
  Object.hasOwn(values, inputId) ? values[inputId] : undefined

/** An input's text ('' when empty; the first option of a list). */
export function valueOf(values: Values, inputId: InputId): string {
  const v = own(values, inputId)
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '')
}

/** An input's values as a list ([] when empty). */
export function listOf(values: Values, inputId: InputId): string[] {
  const v = own(values, inputId)
  if (v === undefined || v === '') return []
  return Array.isArray(v) ? v : [v]
}

/** Whether a value is empty ('' or no options). */
export function isBlank(value: InputValue | undefined): boolean {
  return value === undefined || (Array.isArray(value) ? value.every((v) => v === '') : value.trim() === '')
}

/**
 * The state of a radio field: which value is checked (`OTHER_CHOICE` for "other") and the
 * other text. A value that matches no choice is "other" text when the field offers it.
 */
export function radioState(field: Field & { type: 'radio' }, values: Values): { checked: string; otherText: string } {
  const value = valueOf(values, String(field.id))
  if (!value) return { checked: '', otherText: '' }
  if (value === OTHER_CHOICE) return { checked: OTHER_CHOICE, otherText: '' }
  if (field.choices.some((c) => c.value === value)) return { checked: value, otherText: '' }
  return field.enableOtherChoice ? { checked: OTHER_CHOICE, otherText: value } : { checked: value, otherText: '' }
}
