/**
 * Paragraph fields with "Use the rich text editor" (GF's `useRichTextEditor`): what their
 * HTML may hold, how it reads as text, and the console messages of the editor's re-init.
 *
 * The value of such a field is HTML. DOMPurify does the sanitising, with the allow-list
 * below, twice: in the browser (paste, and before the editor writes into the textarea) and
 * on the server before anything is validated or stored (features/forms/sanitize.ts). The
 * text helpers here never make HTML safe; they read it for counting, CSV and plain e-mail.
 */

import type { Field, TextareaField } from './types'

/** Whether a field holds rich text (HTML) rather than plain text. */
export function isRichText(field: Field): field is TextareaField & { useRichTextEditor: true } {
  return field.type === 'textarea' && field.useRichTextEditor === true
}

/** The id of a rich text field's label, which names the editor's editable region. */
export const richTextLabelId = (formId: number, fieldId: number) => `label_${formId}_${fieldId}`

/** Elements a visitor's rich text may contain; everything else goes (its text stays). */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'] as const

/** Attributes a visitor's rich text may carry: only a link's address. */
export const RICH_TEXT_ATTRIBUTES = ['href'] as const

/** Every link a visitor wrote gets this `rel`: no ranking credit, no opener, no referrer. */
export const RICH_TEXT_LINK_REL = 'nofollow noopener noreferrer'

/** Addresses links may have: http(s) and mailto, nothing relative or scripted. */
export const RICH_TEXT_URI = /^(?:https?:\/\/|mailto:)/i

/** DOMPurify's options for visitor rich text (shared by the browser and the server). */
export const RICH_TEXT_PURIFY = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOWED_URI_REGEXP: RICH_TEXT_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
}

/** Whether a link address typed in the editor's link prompt may be used. */
export function isAllowedRichTextLink(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`).
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '')
  if (!RICH_TEXT_URI.test(compact)) return false
  if (/^mailto:/i.test(compact)) return compact.length > 'mailto:'.length
  try {
    const url = new URL(compact)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A typed address as a link address: `example.com` becomes `https://example.com`, an address `mailto:`. */
export function normalizeRichTextLink(value: string): string {
  const text = value.trim()
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return text
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return `mailto:${text}`
  return text ? `https://${text}` : ''
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    const lower = name.toLowerCase()
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16)) ?? whole
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10)) ?? whole
    return ENTITIES[lower] ?? whole
  })
}

function safeCodePoint(n: number): string | undefined {
  if (!Number.isFinite(n) || n < 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return undefined
  return String.fromCodePoint(n)
}

/**
 * Rich text as plain text: paragraphs and list items on lines of their own, list items with
 * a bullet or their number, a link's address after its text when they differ. For counting,
 * CSV, plain-text e-mail and the entries' search index.
 */
export function richTextToPlain(html: string): string {
  const lines: string[] = []
  let line = ''
  const lists: { ordered: boolean; n: number }[] = []
  let href: string | null = null
  let linkText = ''
  const flush = () => {
    if (line.trim() !== '') lines.push(line.replace(/[ \t]+/g, ' ').trim())
    line = ''
  }
  const tokens = html.replace(/<!--[\s\S]*?-->/g, '').split(/(<[^>]*>)/)
  for (const token of tokens) {
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)([^>]*)>$/i.exec(token)
    if (!tag) {
      if (token.startsWith('<')) continue
      const text = decodeEntities(token.replace(/\s+/g, ' '))
      line += text
      if (href !== null) linkText += text
      continue
    }
    const closing = tag[1] === '/'
    const name = (tag[2] ?? '').toLowerCase()
    switch (name) {
      case 'br':
        flush()
        break
      case 'p':
      case 'div':
        flush()
        break
      case 'ul':
      case 'ol':
        flush()
        if (closing) lists.pop()
        else lists.push({ ordered: name === 'ol', n: 0 })
        break
      case 'li': {
        flush()
        const list = lists[lists.length - 1]
        if (!closing) {
          if (list) list.n += 1
          line = `${list?.ordered ? `${list.n}.` : '•'} `
        }
        break
      }
      case 'a':
        if (closing) {
          if (href && href !== linkText.trim() && href !== `mailto:${linkText.trim()}`) line += ` (${href})`
          href = null
        } else {
          const attr = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag[3] ?? '')
          href = attr ? decodeEntities(attr[1] ?? attr[2] ?? attr[3] ?? '') : null
          linkText = ''
        }
        break
      default:
        break
    }
  }
  flush()
  return lines.filter((l) => !/^(?:•|\d+\.)$/.test(l)).join('\n')
}

/** The length a maximum counts for rich text: its characters as read, not its tags. */
export function richTextLength(html: string): number {
  return [...richTextToPlain(html).replace(/\n/g, '')].length
}

/**
 * Whether a posted value is already markup rather than text typed into the plain textarea:
 * the editor's HTML and the server's always start with a paragraph or a list, while typed
 * text that merely mentions a tag (`Ask for <b>Piet</b>`) is text.
 */
export function looksLikeRichText(value: string): boolean {
  return /^\s*<(?:p|ul|ol)(?:\s[^>]*)?>/i.test(value)
}

/**
 * Text typed into the plain textarea (no JavaScript) as rich text: escaped, paragraphs at
 * blank lines, single line breaks kept as `<br>`.
 */
export function plainTextToRichText(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return escaped
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** The editor's re-init messages (spec section 8: form or field id missing, library missing, no instance). */
export const RICH_TEXT_CONSOLE = {
  missingIds: 'gform.richText.reInit: a form id and a field id are required.',
  libraryMissing: (formId: number, fieldId: number) =>
    `gform.richText.reInit: the rich text editor library is missing (it failed to load); form ${formId}, field ${fieldId} stays a plain text box.`,
  noInstance: (formId: number, fieldId: number) =>
    `gform.richText.reInit: no rich text editor instance found for form ${formId}, field ${fieldId}.`,
} as const

/** The keyboard shortcuts the toolbar's buttons announce (`aria-keyshortcuts`) and the editor binds. */
export const RICH_TEXT_COMMANDS = [
  { command: 'bold', label: 'Bold', keys: 'Control+B', mac: 'Meta+B', toggle: true },
  { command: 'italic', label: 'Italic', keys: 'Control+I', mac: 'Meta+I', toggle: true },
  { command: 'bulletList', label: 'Bulleted list', keys: 'Control+Shift+8', mac: 'Meta+Shift+8', toggle: true },
  { command: 'orderedList', label: 'Numbered list', keys: 'Control+Shift+7', mac: 'Meta+Shift+7', toggle: true },
  { command: 'link', label: 'Link', keys: 'Control+K', mac: 'Meta+K', toggle: true },
  { command: 'unlink', label: 'Remove link', keys: 'Control+Shift+K', mac: 'Meta+Shift+K', toggle: false },
] as const

export type RichTextCommand = (typeof RICH_TEXT_COMMANDS)[number]['command']

/** WAI-ARIA toolbar: which button an arrow, Home or End key moves to (wrapping), or null for other keys. */
export function toolbarTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
