/**
 * Writes a form's notifications for an entry and queues them: right after a submission
 * (with the values just validated) and when staff resend them from the entry (with the
 * stored values read back).
 */
import type { Payload } from 'payload'

import { entryValues, valuesFromEntry } from '../../core/entries/values'
import type { FormVisibility } from '../../core/forms/logic'
import { computeVisibility, matchingNotifications } from '../../core/forms/logic'
import type { MergeContext } from '../../core/forms/merge-tags'
import type { Form, Notification } from '../../core/forms/types'
import type { Values } from '../../core/forms/values'
import { composeNotifications, type ComposedEmail } from '../../core/notifications/compose'
import { settings } from '../../server/settings'
import { sanitizeFormHtml, sanitizeMerged } from '../forms/sanitize'
import { brandedLayout, loadEmailBrand } from './brand'
import { queueNotifications } from './queue'

type Id = number | string

/** The entry in the admin, for `{entry_url}`. */
export function entryUrl(entryId: Id): string {
  return `${settings().siteUrl}/admin/collections/form-entries/${String(entryId)}`
}

/** What an entry's notifications are composed from. */
export type EntryNotifications = {
  form: Form
  entryId: Id
  values: Values
  visibility?: FormVisibility
  notifications: Notification[]
  context: MergeContext
  /** The document around each body (brand.ts's `brandedLayout`); without it the kept brand's. */
  layout?: (bodyHtml: string) => string
}

export async function notifyEntry(payload: Payload, options: EntryNotifications & { resend?: boolean }): Promise<Id[]> {
  const layout = options.layout ?? brandedLayout(await loadEmailBrand(payload))
  return queueNotifications(payload, {
    formId: options.form.id,
    entryId: options.entryId,
    emails: composeEntryNotifications({ ...options, layout }),
    resend: options.resend,
  })
}

/** The e-mails of an entry's notifications, composed (synchronous: a submission composes them in its transaction). */
export function composeEntryNotifications(options: EntryNotifications): ComposedEmail[] {
  return composeNotifications(options.form, options.notifications, {
    values: options.values,
    visibility: options.visibility,
    context: { ...options.context, entryId: options.entryId, entryUrl: entryUrl(options.entryId) },
    sanitizeHtml: sanitizeFormHtml,
    sanitizeMerged,
    layout: options.layout ?? brandedLayout(),
  })
}

/**
 * Sends a stored entry's notifications again: all that match its answers, or only the ones
 * named. Returns how many e-mails were queued.
 */
export async function resendEntryNotifications(
  payload: Payload,
  form: Form,
  entry: {
    id: Id
    values: unknown
    createdAt?: string
    meta?: { sourceUrl?: string | null; userAgent?: string | null; ip?: string | null } | null
  },
  only?: string[],
  options: { resend?: boolean } = {},
): Promise<number> {
  const values = valuesFromEntry(form, entryValues(entry.values))
  const visibility = computeVisibility(form, values)
  const chosen = matchingNotifications(form, values, visibility).filter((n) => !only?.length || only.includes(n.id))
  const ids = await notifyEntry(payload, {
    form,
    entryId: entry.id,
    values,
    visibility,
    notifications: chosen,
    resend: options.resend ?? true,
    context: {
      today: (entry.createdAt ?? new Date().toISOString()).slice(0, 10),
      ip: entry.meta?.ip ?? undefined,
      userAgent: entry.meta?.userAgent ?? undefined,
      embedUrl: entry.meta?.sourceUrl ?? undefined,
    },
  })
  return ids.length
}

/**
 * An entry taken for spam got no e-mail. When staff say it is not spam, its notifications
 * are sent as the submission would have sent them; only when none was ever queued for it,
 * so doing it twice sends nothing more. Returns how many e-mails were queued.
 */
export async function releaseHeldNotifications(
  payload: Payload,
  form: Form,
  entry: Parameters<typeof resendEntryNotifications>[2],
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'form-notifications',
    where: { entry: { equals: entry.id } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return 0
  return resendEntryNotifications(payload, form, entry, undefined, { resend: false })
}
