import DOMPurify from 'isomorphic-dompurify'

import {
  RICH_TEXT_LINK_REL,
  RICH_TEXT_PURIFY,
  isRichText,
  looksLikeRichText,
  plainTextToRichText,
  richTextToPlain,
} from '../../core/forms/rich-text'
import { MERGE_TAG } from '../../core/forms/merge-tags'
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

/** Markers standing for merge tags while a template is sanitised (private use characters). */
const MARKER = /\uE000(\d+)\uE001/g
const HAS_MARKER_CHAR = /[\uE000\uE001]/
/** Elements whose content is not ordinary text, or that change how markup inside them is read. */
const UNUSUAL_CONTENT =
  /<(svg|math|title|textarea|style|script|noscript|xmp|iframe|noembed|noframes|plaintext|template|select|option)\b/i
/**
 * Markup a filled merge tag may carry: the line breaks of escaped text and `{all_fields}`'s table,
 * exactly as core/forms/merge-tags.ts writes them. Anything else (a rich text answer's HTML) means
 * the whole sanitiser.
 */
const OWN_MARKUP =
  /<br>|<\/?table(?: class="gform_all_fields")?>|<\/?tr>|<th(?: colspan="2" scope="rowgroup"| scope="row")?>|<\/th>|<\/?td>/g

/** Whether every marker of a sanitised template stands once, in ordinary text (not inside a tag). */
function markersInText(skeleton: string, count: number): boolean {
  const seen = new Array<boolean>(count).fill(false)
  let inTag = false
  let quoted = false
  for (let i = 0; i < skeleton.length; i++) {
    const c = skeleton[i]
    if (inTag) {
      if (c === '"') quoted = !quoted
      else if (c === '>' && !quoted) inTag = false
      else if (c === '\uE000') return false
    } else if (c === '<') inTag = true
    else if (c === '\uE000') {
      const end = skeleton.indexOf('\uE001', i)
      const n = Number(skeleton.slice(i + 1, end))
      if (end < 0 || !Number.isInteger(n) || n >= count || seen[n]) return false
      seen[n] = true
      i = end
    }
  }
  return seen.every(Boolean)
}

/** Sanitised templates with their merge tags as markers; null: this template takes the whole sanitiser. */
const skeletons = new Map<string, { html: string; tags: string[] } | null>()
const SKELETONS_KEPT = 500

function skeletonOf(template: string): { html: string; tags: string[] } | null {
  const known = skeletons.get(template)
  if (known !== undefined) return known
  let skeleton: { html: string; tags: string[] } | null = null
  if (!HAS_MARKER_CHAR.test(template)) {
    const tags: string[] = []
    const marked = template.replace(MERGE_TAG, (tag) => `\uE000${tags.push(tag) - 1}\uE001`)
    const html = sanitizeFormHtml(marked)
    if (!UNUSUAL_CONTENT.test(html) && markersInText(html, tags.length)) skeleton = { html, tags }
  }
  if (skeletons.size >= SKELETONS_KEPT) skeletons.delete(skeletons.keys().next().value!)
  skeletons.set(template, skeleton)
  return skeleton
}

/**
 * `sanitizeFormHtml` of a template with its merge tags filled in, without parsing a document per
 * call where that is safe. A template is staff's and the same for every submission: it is
 * sanitised once with each merge tag as a marker, and each tag's value then takes its marker's
 * place. That holds when every marker stands in ordinary text (not in an attribute, not in an
 * element with content of its own kind) and every value is escaped text or `{all_fields}`'s own
 * table; otherwise (a tag in a link's address, a rich text answer) the filled template goes
 * through the whole sanitiser. For well-formed templates both give the same document
 * (sanitize.test.ts checks that with generated values); in broken markup the parser may place a
 * value elsewhere, but always as escaped text. A notification's and a confirmation's HTML
 * parsed a document with jsdom per call: a sixth of a submission's time.
 */
export function sanitizeMerged(template: string, fill: (tag: string) => string): string {
  const skeleton = skeletonOf(template)
  if (!skeleton) return sanitizeFormHtml(template.replace(MERGE_TAG, fill))
  const values = skeleton.tags.map(fill)
  if (values.every((v) => !v.replace(OWN_MARKUP, '').includes('<') && !HAS_MARKER_CHAR.test(v)))
    return skeleton.html.replace(MARKER, (_, n: string) => values[Number(n)]!)
  // The values are the template's tags in order: filled once, whichever way they go.
  let next = 0
  return sanitizeFormHtml(template.replace(MERGE_TAG, () => values[next++]!))
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
