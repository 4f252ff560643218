/**
 * A stored entry read back for people: the entry view, the CSV export, resent
 * notifications. Entries keep GF's stored formats (`toEntry`: ISO dates, dot-decimal
 * numbers, multi selects as a JSON list); `valuesFromEntry` turns them back into the
 * engine's `Values`, so `displayValue` and the merge tags show them exactly as they were
 * shown when the visitor submitted.
 *
 * Only types whose stored form differs from their posted form need a case; any other type
 * (the ones added later included) is copied input by input, so a new field type shows its
 * stored text without changes here.
 */
import { DATE_INPUTS, TIME_INPUTS, fieldIdOf, subInputId } from '../forms/inputs'
import { displayValue } from '../forms/merge-tags'
import { isRichText } from '../forms/rich-text'
import { formatNumber } from '../forms/number'
import { formatDate, parseIsoDate, splitTimeText } from '../forms/date'
import { isDisplayOnly, type Field, type Form } from '../forms/types'
import { isPasswordHash } from '../password/field'
import { valueOf, type EntryValues, type Values } from '../forms/values'
import { cellsFromEntry } from '../repeater/repeater'
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

/** The keys of a field in an entry: `5` and `5.x`. */
const keysOf = (entry: EntryValues, fieldId: number) =>
  Object.keys(entry).filter((k) => k === String(fieldId) || k.startsWith(`${fieldId}.`))

function fieldValues(field: Field, entry: EntryValues, out: Values): void {
  const id = String(field.id)
  const stored = entry[id] ?? ''
  switch (field.type) {
    case 'date': {
      const parts = parseIsoDate(stored)
      if (!parts) break
      if (field.dateType === 'datepicker') out[id] = formatDate(parts, field.dateFormat)
      else {
        out[subInputId(field.id, DATE_INPUTS.month)] = String(parts.month)
        out[subInputId(field.id, DATE_INPUTS.day)] = String(parts.day)
        out[subInputId(field.id, DATE_INPUTS.year)] = String(parts.year)
      }
      return
    }
    case 'time': {
      const split = splitTimeText(stored)
      if (!split) break
      out[subInputId(field.id, TIME_INPUTS.hour)] = split.hour
      out[subInputId(field.id, TIME_INPUTS.minute)] = split.minute
      if (split.ampm) out[subInputId(field.id, TIME_INPUTS.ampm)] = split.ampm
      return
    }
    case 'number': {
      const n = stored === '' ? NaN : Number(stored)
      if (Number.isFinite(n)) out[id] = formatNumber(n, field.numberFormat)
      return
    }
    case 'multiselect': {
      try {
        const list: unknown = JSON.parse(stored || '[]')
        if (Array.isArray(list)) out[id] = list.filter((v): v is string => typeof v === 'string')
      } catch {
        if (stored) out[id] = [stored]
      }
      return
    }
    case 'repeater': {
      const cells = cellsFromEntry(field, stored)
      if (cells.length) out[id] = cells
      return
    }
    default:
      break
  }
  for (const k of keysOf(entry, field.id)) out[k] = entry[k]!
}

/** The engine's values for a stored entry of this form. */
export function valuesFromEntry(form: Form, entry: EntryValues): Values {
  const out: Values = {}
  for (const field of form.fields) fieldValues(field, entry, out)
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
