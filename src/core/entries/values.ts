/**
 * A stored entry read back for people: the entry view, the CSV export, resent
 * notifications. Entries keep GF's stored formats (`toEntry`: ISO dates, dot-decimal
 * numbers, multi selects as a JSON list); `valuesFromEntry` turns them back into the
 * engine's `Values`, so `displayValue` and the merge tags show them exactly as they were
 * shown when the visitor submitted.
 *
 * Each type reads its own stored form back (`core/forms/fields/<type>/stored.ts`); most copy
 * theirs input by input, as it was posted.
 */
import { partFor } from '../forms/fields/definition'
import { FIELD_TYPES } from '../forms/fields'
import type { ExportColumn, ExportColumnsPart } from '../forms/fields/display-kit'
import type { StoredPart } from '../forms/fields/stored-kit'
import { fieldIdOf } from '../forms/inputs'
import { displayValue } from '../forms/merge-tags'
import { isRichText } from '../forms/rich-text'
import { type Field, type FieldType, type Form } from '../forms/types'
import { isDisplayOnly } from '../forms/fields/client'
import { isPasswordHash } from '../password/field'
import { valueOf, type EntryValues, type Values } from '../forms/values'
import { UNREADABLE_TEXT, isPlainObject } from '../stored/json'

export type StoredEntry = Record<string, unknown>

/**
 * The stored answers as text by input id. An answer that is not text (a bad row: a hand edit,
 * a broken import) is kept as `[unreadable value]`, so it is shown and exported marked in its
 * own place; keys that are not input ids, and empty (null) answers, are left out.
 */
export function entryValues(stored: unknown): EntryValues {
  const out: EntryValues = {}
  if (!isPlainObject(stored)) return out
  for (const [k, v] of Object.entries(stored as StoredEntry)) {
    if (/^\d+(\.\d+)?$/.test(k) && v !== null && v !== undefined) out[k] = typeof v === 'string' ? v : UNREADABLE_TEXT
  }
  return out
}

/**
 * Whether an entry's answers as a whole cannot be read: stored text that does not parse, or
 * JSON that is not an object of answers (a list, a string). Such an entry is shown and exported
 * as `[unreadable value]` and never breaks the list or the export it is in.
 */
export function answersUnreadable(stored: unknown): boolean {
  return !isPlainObject(stored)
}

/** The one row an entry whose answers cannot be read shows (entry view, personal-data export). */
export const UNREADABLE_ROW: EntryRow = { id: 'answers', label: 'Answers', value: UNREADABLE_TEXT }

/** The engine's values for a stored entry of this form. */
export function valuesFromEntry(form: Form, entry: EntryValues): Values {
  const out: Values = {}
  for (const field of form.fields) (partFor(FIELD_TYPES, field).stored as StoredPart<FieldType>)(field, entry, out)
  return out
}

export type EntryRow = {
  /** The field id, or the input id for answers whose field was deleted since. */
  id: string
  label: string
  value: string
  /** The section heading the field is under, if any. */
  section?: string
  /** The field no longer exists on the form: its stored text is shown as it is. */
  removed?: boolean
  /** A rich text answer's HTML (sanitised when it was stored; the entry view sanitises it again). */
  html?: string
}

/**
 * Every answer of an entry, in the form's order, labelled (the admin label when there is
 * one), with answers of fields deleted since at the end. `empty` keeps fields without an
 * answer (the entry view shows them; exports have a column for each anyway).
 */
export function entryRows(form: Form, entry: EntryValues, options: { empty?: boolean } = {}): EntryRow[] {
  const values = valuesFromEntry(form, entry)
  const rows: EntryRow[] = []
  let section: string | undefined
  const known = new Set<number>()
  for (const field of form.fields) {
    known.add(field.id)
    if (field.type === 'section') section = field.adminLabel || field.label
    if (field.type === 'page') section = undefined
    if (isDisplayOnly(field)) continue
    // A password is kept only as a one-way hash, and even that is never shown: staff see that one was set.
    const value = field.type === 'password' ? (entry[String(field.id)] ? PASSWORD_SET : '') : displayValue(field, values)
    if (!value && !options.empty) continue
    const html = isRichText(field) && value ? valueOf(values, String(field.id)) : undefined
    rows.push({
      id: String(field.id),
      label: field.adminLabel || field.label || `Field ${field.id}`,
      value,
      section,
      ...(html ? { html } : {}),
    })
  }
  for (const key of Object.keys(entry).sort(compareInputIds)) {
    if (known.has(fieldIdOf(key))) continue
    const stored = entry[key]!
    rows.push({
      id: key,
      label: `Field ${key} (removed from the form)`,
      value: isPasswordHash(stored) ? PASSWORD_SET : stored,
      removed: true,
    })
  }
  return rows
}

/** `2` before `10`, `5.2` before `5.10`. */
export function compareInputIds(a: string, b: string): number {
  const [a1 = 0, a2 = 0] = a.split('.').map(Number)
  const [b1 = 0, b2 = 0] = b.split('.').map(Number)
  return a1 - b1 || a2 - b2
}

/** What the entry view shows for a password that was set. */
export const PASSWORD_SET = '••••••••'

/** The fields that hold answers, for CSV columns and the field filter (a password is neither exported nor searched). */
export function answerFields(form: Form): Field[] {
  return form.fields.filter((f) => !isDisplayOnly(f) && f.type !== 'password')
}

/** A form's CSV columns after the entry's own: one per answer field, or a type's own (a list's columns). */
export function exportColumns(form: Form): ExportColumn[] {
  return answerFields(form).flatMap((field) => {
    const type = partFor(FIELD_TYPES, field) as { exportColumns?: ExportColumnsPart<FieldType> }
    const own = type.exportColumns?.(field)
    return (
      own ?? [
        { header: field.adminLabel || field.label || `Field ${field.id}`, text: (values: Values) => displayValue(field, values) },
      ]
    )
  })
}
