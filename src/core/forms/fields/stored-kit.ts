/**
 * What a type's `stored.ts` (`fields/<type>/stored.ts`) does for `core/entries/values.ts`: read its
 * part of a stored entry (`toEntry`'s formats: ISO dates, dot-decimal numbers, JSON lists) back
 * into the engine's values, so an entry is shown as it was when the visitor submitted. Apart from
 * the map (`fields/index.ts`) so a folder can use these without importing the map that lists it.
 */
import type { Field, FieldOfType, FieldType } from '../types'
import type { EntryValues } from '../values'
import type { Values } from '../value-access'

export type StoredPart<T extends FieldType> = (field: FieldOfType<T>, entry: EntryValues, out: Values) => void

/** Stored as posted: every key of the field (`5` and `5.x`) is copied. */
export const storedAsPosted = (field: Field, entry: EntryValues, out: Values) => {
  for (const k of Object.keys(entry)) {
    if (k === String(field.id) || k.startsWith(`${field.id}.`)) out[k] = entry[k]!
  }
}
