import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

/** Keys whose string values are words a visitor reads (not ids, styles or URLs). */
const TEXT_KEYS = new Set([
  'eyebrow',
  'heading',
  'text',
  'label',
  'title',
  'description',
  'caption',
  'question',
  'answer',
  'quote',
  'name',
  'intro',
  'summary',
  'value',
])

/** Related documents (pages, media, products) belong to their own page, not this one. */
const SKIP_KEYS = new Set([
  'page',
  'image',
  'media',
  'documents',
  'doc',
  'photo',
  'logo',
  'poster',
  'products',
  'category',
  'form',
])

const isEditorState = (v: unknown): v is SerializedEditorState =>
  typeof v === 'object' && v !== null && 'root' in v && typeof (v as { root?: unknown }).root === 'object'

/**
 * The plain text of a page's blocks, kept on the page so the search page can
 * match words in the body. Walks any block shape, so new blocks are searchable
 * without touching this file.
 */
export function blocksToText(value: unknown, key = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (TEXT_KEYS.has(key) && value.trim()) out.push(value.trim())
  } else if (isEditorState(value)) {
    const text = convertLexicalToPlaintext({ data: value }).trim()
    if (text) out.push(text)
  } else if (Array.isArray(value)) {
    for (const item of value) blocksToText(item, key, out)
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (SKIP_KEYS.has(k)) continue
      blocksToText(v, k, out)
    }
  }
  return out
}

export function pageSearchText(layout: unknown): string {
  return blocksToText(layout).join('\n').slice(0, 100_000)
}
