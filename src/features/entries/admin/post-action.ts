import type { BulkAction } from '../../../core/entries/bulk'

/** Posts one action for some entries to the bulk endpoint; the endpoint's message, or why it failed. */
export async function postEntryAction(
  action: BulkAction,
  ids: (number | string)[],
): Promise<{ ok: boolean; message: string; changed: (number | string)[] }> {
  try {
    const res = await fetch('/api/form-entries/bulk', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action, ids }),
    })
    const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string; changed?: (number | string)[] }
    return res.ok
      ? { ok: true, message: body.message ?? 'Done.', changed: body.changed ?? [] }
      : { ok: false, message: body.error ?? 'The change could not be made. Try again.', changed: [] }
  } catch {
    return { ok: false, message: 'The change could not be made: the connection was lost. Try again.', changed: [] }
  }
}
