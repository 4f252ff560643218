/**
 * The column chooser: which of a form's answers a member of staff sees as columns in that
 * form's entries list. The choice is kept per form and per user in Payload's preferences
 * under `answerColumnsKey(form)`, as `{ fields: ["5", "2"] }`.
 */
export const ANSWER_COLUMNS_MAX = 8

export const answerColumnsKey = (formId: number | string) => `form-entries-answers-${String(formId)}`

/**
 * The stored choice, cleaned against the form as it is now: only fields it still has, each
 * once, in the form's own order, at most `ANSWER_COLUMNS_MAX`.
 */
export function chosenAnswerColumns(stored: unknown, formFieldIds: readonly string[]): string[] {
  const list = stored && typeof stored === 'object' ? (stored as { fields?: unknown }).fields : undefined
  if (!Array.isArray(list)) return []
  const wanted = new Set(list.filter((f): f is string => typeof f === 'string'))
  return formFieldIds.filter((id) => wanted.has(id)).slice(0, ANSWER_COLUMNS_MAX)
}
