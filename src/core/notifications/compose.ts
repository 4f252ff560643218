/**
 * A form's notification e-mails, written from its templates and one entry's values.
 *
 * Recipients come from the form definition only: fixed addresses, or the value of one of
 * the form's e-mail fields, and only when that value is a single well-formed address
 * (`notificationRecipients`). Subjects are plain text on one line; every submitted value in
 * the HTML body is escaped by the merge tags, and the finished body goes through the
 * caller's sanitiser, so a template edited by staff cannot carry script either.
 */
import { isValidEmail } from '../forms/formats'
import { notificationRecipients, notificationReplyTo, type FormVisibility } from '../forms/logic'
import { mergeSanitized, replaceMergeTags, type HtmlSanitizers, type MergeContext } from '../forms/merge-tags'
import type { Form, Notification } from '../forms/types'
import type { Values } from '../forms/values'

export type ComposedEmail = {
  notificationId: string
  notificationName: string
  to: string[]
  bcc: string[]
  replyTo?: string
  fromName?: string
  subject: string
  html: string
  text: string
}

export const SUBJECT_MAX_LENGTH = 250

const BLOCK_MARKUP = /<(p|div|table|br|ul|ol|h[1-6]|blockquote)\b/i

/** A template written as plain lines gets line breaks; one written as HTML is kept as it is. */
function htmlTemplate(template: string): string {
  return BLOCK_MARKUP.test(template) ? template : template.replace(/\r?\n/g, '<br>\n')
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" }

/** The template's own markup turned into text; values are inserted after this, untouched. */
function textTemplate(template: string): string {
  return template
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** One line, no control characters, capped: a subject can never add a header. */
export function cleanSubject(text: string): string {
  const line = [...text]
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  return line.length > SUBJECT_MAX_LENGTH ? `${line.slice(0, SUBJECT_MAX_LENGTH - 1)}…` : line
}

export type ComposeOptions = {
  values: Values
  visibility?: FormVisibility
  context: MergeContext
  /** The document around the sanitised body (layout.ts's branded one); without it a bare page. */
  layout?: (bodyHtml: string) => string
} & HtmlSanitizers

/** One notification as an e-mail, or null when it has nobody to go to. */
export function composeNotification(form: Form, notification: Notification, options: ComposeOptions): ComposedEmail | null {
  const to = notificationRecipients(notification, form, options.values)
  if (to.length === 0) return null
  const merge = (template: string, format: 'text' | 'html') =>
    replaceMergeTags(template, { form, values: options.values, visibility: options.visibility, context: options.context, format })
  const message = notification.message || '{all_fields}'
  const inner = mergeSanitized(htmlTemplate(message), { ...options, form })
  const body = options.layout ? options.layout(inner) : `<!DOCTYPE html><html><body>${inner}</body></html>`
  return {
    notificationId: notification.id,
    notificationName: notification.name,
    to,
    bcc: (notification.bcc ?? []).map((a) => a.trim()).filter(isValidEmail),
    replyTo: notificationReplyTo(notification, form, options.values),
    fromName: notification.fromName ? cleanSubject(notification.fromName).slice(0, 100) : undefined,
    subject: cleanSubject(merge(notification.subject || 'New submission from {form_title}', 'text')),
    html: body,
    text: merge(textTemplate(message), 'text'),
  }
}

/** Every notification that has somewhere to go. */
export function composeNotifications(form: Form, notifications: Notification[], options: ComposeOptions): ComposedEmail[] {
  return notifications.map((n) => composeNotification(form, n, options)).filter((m): m is ComposedEmail => m !== null)
}
