/**
 * Stored values that cannot be read (core/stored/json.ts): an entry's answers are shown and
 * exported as `[unreadable value]`, a form's rich text is shown to staff to repair. The log says
 * so once per row and process, with the row's id, so the row can be found while a list read
 * again and again does not fill the log.
 */
import type { FieldHook, Payload } from 'payload'

import { answersUnreadable, entryValues } from '../../core/entries/values'
import type { EntryValues } from '../../core/forms/values'
import { oncePerRow, parseStoredJson, rawTextOf, unreadable } from '../../core/stored/json'
import { isRichTextState, richTextShowingRaw } from '../../core/stored/rich-text'

const firstTime = oncePerRow()

/** Logs, once per entry, that an entry's answers (or some of them) cannot be read. */
export function noteUnreadable(payload: Payload, what: string, id: unknown): void {
  if (!firstTime(`${what} ${String(id)}`)) return
  payload.logger.warn(`[stored] ${what} ${String(id)} holds a value that cannot be read; it is shown as [unreadable value]`)
}

/** An entry's stored answers (parsed or not) read for people: the answers and whether they could be read at all. */
export function readEntryAnswers(payload: Payload, id: unknown, stored: unknown): { values: EntryValues; unreadable: boolean } {
  const parsed = parseStoredJson(stored)
  const unreadable = answersUnreadable(parsed)
  if (unreadable) noteUnreadable(payload, 'entry', id)
  return { values: entryValues(parsed), unreadable }
}

/**
 * A form's rich text (a confirmation message) that cannot be read: staff see the stored text,
 * marked, in an editor state the admin opens, so saving the form replaces it; for everyone else
 * it is read as the marker and the form engine uses its default text (features/forms/model.ts).
 */
export const readableRichText: FieldHook = ({ value, req, originalDoc, data }) => {
  if (value === null || value === undefined || isRichTextState(value)) return value
  noteUnreadable(
    req.payload,
    'form',
    (originalDoc as { id?: unknown } | undefined)?.id ?? (data as { id?: unknown } | undefined)?.id,
  )
  if (req.user) return richTextShowingRaw(value)
  // Otherwise kept as the marker (or the text it was), which the rich text editor's own read
  // hooks pass over and the form engine replaces with its default text.
  return typeof value === 'string' ? value : unreadable(rawTextOf(value))
}
