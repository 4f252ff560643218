/**
 * What a visitor sees after a complete submission, and the one-line summary an entry is
 * listed under. Pure: the caller passes the sanitiser and the request's context.
 */
import type { FormVisibility } from './logic'
import { displayValue, mergeSanitized, replaceMergeTags, type HtmlSanitizers, type MergeContext } from './merge-tags'
import { type Confirmation, type Form } from './types'
import { isDisplayOnly } from './fields/client'
import type { Values } from './values'

/** GF's text when a form has no usable confirmation. */
export const DEFAULT_CONFIRMATION = 'Thanks for contacting us! We will get in touch with you shortly.'

export type ConfirmationResult = { type: 'message'; html: string } | { type: 'redirect'; url: string }

/** A redirect target the site will send visitors to: http(s) or a path on this site. */
export function isSafeRedirect(url: string): boolean {
  if (/[\s\\]/.test(url)) return false
  if (url.startsWith('/')) return !url.startsWith('//')
  return /^https?:\/\/[^/]/i.test(url)
}

function withQuery(url: string, query: string): string {
  const q = query.replace(/^[?&]+/, '').replace(/[\r\n]/g, '')
  if (!q) return url
  const hash = url.indexOf('#')
  const base = hash >= 0 ? url.slice(0, hash) : url
  const fragment = hash >= 0 ? url.slice(hash) : ''
  return `${base}${base.includes('?') ? '&' : '?'}${q}${fragment}`
}

/**
 * The confirmation as a message (merge tags filled in, values escaped, then sanitised) or a
 * redirect (merge tags URL-encoded). A redirect without a safe destination falls back to
 * the default message rather than sending the visitor anywhere unexpected.
 */
export function confirmationResult(
  form: Form,
  confirmation: Confirmation | undefined,
  values: Values,
  options: { visibility?: FormVisibility; context: MergeContext } & HtmlSanitizers,
): ConfirmationResult {
  const merge = (text: string, format: 'html' | 'url') =>
    replaceMergeTags(text, { form, values, visibility: options.visibility, context: options.context, format })
  const message = (text: string) => ({
    type: 'message' as const,
    html: mergeSanitized(text, { ...options, form, values }),
  })
  if (!confirmation) return message(DEFAULT_CONFIRMATION)
  if (confirmation.type === 'message') return message(confirmation.message?.trim() ? confirmation.message : DEFAULT_CONFIRMATION)
  const base = confirmation.type === 'page' ? (confirmation.pagePath ?? '') : merge(confirmation.url ?? '', 'url')
  const url = withQuery(base.trim(), merge(confirmation.queryString ?? '', 'url'))
  return base && isSafeRedirect(url) ? { type: 'redirect', url } : message(DEFAULT_CONFIRMATION)
}

/** The first answers of an entry on one line, for the entry list and its search. */
export function entrySummary(form: Form, values: Values, maxLength = 160): string {
  const parts: string[] = []
  for (const field of form.fields) {
    if (isDisplayOnly(field) || field.type === 'consent' || field.type === 'hidden' || field.visibility === 'administrative')
      continue
    const text = displayValue(field, values).replace(/\s+/g, ' ').trim()
    if (text) parts.push(text)
    if (parts.length === 3) break
  }
  const line = parts.join(' · ')
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line
}
