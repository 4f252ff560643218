/**
 * The column chooser: which of a form's answers a member of staff sees as columns in that
 * form's entries list. The choice is kept per form and per user in Payload's preferences
 * under `answerColumnsKey(form)`, as `{ fields: ["5", "2"] }`.
 */
export const ANSWER_COLUMNS_MAX = 8
/** Until a member of staff chooses, a form's list shows its first answers, as Gravity Forms does. */
export const ANSWER_COLUMNS_DEFAULT = 3

export const answerColumnsKey = (formId: number | string) => `form-entries-answers-${String(formId)}`

/**
 * The stored choice, cleaned against the form as it is now: only fields it still has, each
 * once, in the form's own order, at most `ANSWER_COLUMNS_MAX`. Without a choice (none stored, or
 * one that cannot be read), the form's first `ANSWER_COLUMNS_DEFAULT` answers; a choice of none is kept.
 */
export function chosenAnswerColumns(stored: unknown, formFieldIds: readonly string[]): string[] {
  const list = stored && typeof stored === 'object' ? (stored as { fields?: unknown }).fields : undefined
  if (!Array.isArray(list)) return formFieldIds.slice(0, ANSWER_COLUMNS_DEFAULT)
  const wanted = new Set(list.filter((f): f is string => typeof f === 'string'))
  return formFieldIds.filter((id) => wanted.has(id)).slice(0, ANSWER_COLUMNS_MAX)
}
