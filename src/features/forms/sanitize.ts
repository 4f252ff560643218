import DOMPurify from 'isomorphic-dompurify'

import {
  RICH_TEXT_LINK_REL,
  RICH_TEXT_PURIFY,
  isRichText,
  looksLikeRichText,
  plainTextToRichText,
  richTextToPlain,
} from '../../core/forms/rich-text'
import type { Form } from '../../core/forms/types'
import type { Values } from '../../core/forms/values'

/**
 * The admin's HTML in a form (HTML fields, confirmation messages) after merge tags were
 * filled in: DOMPurify with form controls, styles and frames removed as well, so an HTML
 * field can neither run script nor add inputs that post with the form. Ids are prefixed
 * (`user-content-`), so they can never collide with the form's own element ids.
 */
const CONFIG = {
  SANITIZE_NAMED_PROPS: true,
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'option', 'textarea', 'style', 'iframe', 'frame', 'object', 'embed', 'base'],
  FORBID_ATTR: ['formaction', 'form', 'autofocus'],
}

export function sanitizeFormHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG)
}

/**
 * A visitor's rich text (paragraph fields with the rich text editor): DOMPurify with the
 * allow-list of core/forms/rich-text.ts (p, br, strong, b, em, i, ul, ol, li, a[href] with
 * http(s) or mailto only), then every link gets `rel="nofollow noopener noreferrer"`. The
 * links are set on a DOM, not by editing the string, so nothing inside an address can be
 * mistaken for a tag. Text typed into the plain textarea (no JavaScript) becomes paragraphs.
 * Empty markup (`<p></p>`) is no answer.
 */
export function sanitizeRichText(value: string): string {
  const html = looksLikeRichText(value) ? value : plainTextToRichText(value)
  const body = DOMPurify.sanitize(html, { ...RICH_TEXT_PURIFY, RETURN_DOM: true }) as unknown as HTMLElement
  for (const link of body.querySelectorAll('a')) {
    if (link.hasAttribute('href')) link.setAttribute('rel', RICH_TEXT_LINK_REL)
  }
  const out = body.innerHTML
  return richTextToPlain(out).trim() ? out : ''
}

/** The submitted values with every rich text field's HTML sanitised (before validation and storage). */
export function sanitizeRichTextValues(form: Form, values: Values): Values {
  let out = values
  for (const field of form.fields) {
    if (!isRichText(field)) continue
    const id = String(field.id)
    const raw = values[id]
    if (typeof raw !== 'string' || raw === '') continue
    if (out === values) out = { ...values }
    const clean = sanitizeRichText(raw)
    if (clean) out[id] = clean
    else delete out[id]
  }
  return out
}
