/**
 * Small builders for the JSON that Payload's Lexical editor stores
 * (SerializedEditorState). The shapes follow what the editor itself writes:
 * lexical's ElementNode/TextNode exportJSON, @lexical/rich-text's HeadingNode,
 * @lexical/list's ListNode/ListItemNode and @payloadcms/richtext-lexical's
 * LinkNode (version 3, with an id). Keys are in the order the editor writes them.
 *
 *   root(
 *     heading('h2', 'Opening hours'),
 *     paragraph('Call us on ', link('tel:+31307004120', '+31 30 700 41 20'), '.'),
 *     bulletList('Monday to Friday', ['Saturday ', bold('by appointment')]),
 *   )
 */
import { randomBytes } from 'node:crypto'

import type { DefaultDocumentIDType } from 'payload'

/** Lexical's TextNode format bits. */
export const TEXT_FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const

export type TextStyle = Partial<Record<keyof typeof TEXT_FORMAT, boolean>>

type Direction = 'ltr' | 'rtl' | null
type ElementFormat = '' | 'left' | 'center' | 'right' | 'justify' | 'start' | 'end'

export type SerializedText = {
  detail: number
  format: number
  mode: 'normal' | 'token' | 'segmented'
  style: string
  text: string
  type: 'text'
  version: 1
}

export type SerializedLineBreak = { type: 'linebreak'; version: 1 }

type ElementBase<TType extends string, TChild> = {
  children: TChild[]
  direction: Direction
  format: ElementFormat
  indent: number
  type: TType
  version: number
}

export type LinkFields =
  | { linkType: 'custom'; newTab: boolean; url: string }
  | { linkType: 'internal'; newTab: boolean; doc: { relationTo: string; value: DefaultDocumentIDType } }

export type SerializedLink = ElementBase<'link', SerializedText | SerializedLineBreak> & { fields: LinkFields; id: string }

export type Inline = SerializedText | SerializedLineBreak | SerializedLink

export type SerializedParagraph = ElementBase<'paragraph', Inline> & { textFormat: number; textStyle: string }

export type HeadingTag = 'h2' | 'h3' | 'h4'
export type SerializedHeading = ElementBase<'heading', Inline> & { tag: HeadingTag }

/** checked is only set in check lists; lexical exports it as undefined otherwise, which JSON drops. */
export type SerializedListItem = ElementBase<'listitem', Inline> & { checked: boolean | undefined; value: number }
export type SerializedList = ElementBase<'list', SerializedListItem> & {
  listType: 'bullet' | 'number'
  start: number
  tag: 'ul' | 'ol'
}

export type Block = SerializedParagraph | SerializedHeading | SerializedList

export type SerializedRoot = ElementBase<'root', Block>
export type EditorState = { root: SerializedRoot }

/** A piece of inline content: a string becomes a plain text node. */
export type InlineInput = string | Inline

function formatBits(style: TextStyle | undefined): number {
  if (!style) return 0
  let bits = 0
  for (const [key, bit] of Object.entries(TEXT_FORMAT)) {
    if (style[key as keyof TextStyle]) bits |= bit
  }
  return bits
}

function element<TType extends string, TChild>(type: TType, children: TChild[], version = 1): ElementBase<TType, TChild> {
  return { children, direction: 'ltr', format: '', indent: 0, type, version }
}

function inlines(children: readonly InlineInput[]): Inline[] {
  return children.map((c) => (typeof c === 'string' ? text(c) : c))
}

/** The format a paragraph records: that of its first text child, as lexical does on export. */
function firstTextFormat(children: readonly Inline[]): number {
  const first = children.find((c): c is SerializedText => c.type === 'text')
  return first ? first.format : 0
}

export function text(value: string, style?: TextStyle): SerializedText {
  return { detail: 0, format: formatBits(style), mode: 'normal', style: '', text: value, type: 'text', version: 1 }
}

export const bold = (value: string): SerializedText => text(value, { bold: true })
export const italic = (value: string): SerializedText => text(value, { italic: true })

export function lineBreak(): SerializedLineBreak {
  return { type: 'linebreak', version: 1 }
}

/** A 24-digit hex id, as the editor gives every link node (bson ObjectId style). */
export function linkId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0')
  return seconds + randomBytes(8).toString('hex')
}

type LinkOptions = { newTab?: boolean; id?: string }

function linkChildren(
  children: string | readonly (string | SerializedText | SerializedLineBreak)[],
): (SerializedText | SerializedLineBreak)[] {
  const list = typeof children === 'string' ? [children] : children
  if (list.length === 0) throw new Error('A link needs text')
  return list.map((c) => (typeof c === 'string' ? text(c) : c))
}

/** A link to a URL: https://…, a path such as /contact, mailto: or tel:. */
export function link(
  url: string,
  children: string | readonly (string | SerializedText | SerializedLineBreak)[],
  options: LinkOptions = {},
): SerializedLink {
  if (url.trim() === '') throw new Error('A link needs a URL')
  return {
    ...element('link', linkChildren(children), 3),
    fields: { linkType: 'custom', newTab: options.newTab ?? false, url },
    id: options.id ?? linkId(),
  }
}

/** A link to a document of the site, kept as a reference so it follows renames. */
export function internalLink(
  value: DefaultDocumentIDType,
  children: string | readonly (string | SerializedText | SerializedLineBreak)[],
  options: LinkOptions & { relationTo?: string } = {},
): SerializedLink {
  return {
    ...element('link', linkChildren(children), 3),
    fields: { linkType: 'internal', newTab: options.newTab ?? false, doc: { relationTo: options.relationTo ?? 'pages', value } },
    id: options.id ?? linkId(),
  }
}

export function paragraph(...children: InlineInput[]): SerializedParagraph {
  const nodes = inlines(children)
  return { ...element('paragraph', nodes), textFormat: firstTextFormat(nodes), textStyle: '' }
}

export function heading(tag: HeadingTag, ...children: InlineInput[]): SerializedHeading {
  if (children.length === 0) throw new Error('A heading needs text')
  return { ...element('heading', inlines(children)), tag }
}

/** An item: a string, one inline node, or a list of inline pieces. */
export type ListItemInput = InlineInput | readonly InlineInput[]

function listItems(items: readonly ListItemInput[], start: number): SerializedListItem[] {
  if (items.length === 0) throw new Error('A list needs items')
  // ListItemNode.value is the item's number, counted from the list's start (lexical sets it for bullet lists too).
  return items.map((item, i) => ({
    ...element('listitem', inlines(Array.isArray(item) ? item : [item as InlineInput])),
    checked: undefined,
    value: start + i,
  }))
}

export function bulletList(...items: ListItemInput[]): SerializedList {
  return { ...element('list', listItems(items, 1)), listType: 'bullet', start: 1, tag: 'ul' }
}

export function orderedList(items: readonly ListItemInput[], start = 1): SerializedList {
  return { ...element('list', listItems(items, start)), listType: 'number', start, tag: 'ol' }
}

export function root(...children: Block[]): EditorState {
  return { root: element('root', children) }
}

/** Shorthand for the common case: a document of plain paragraphs. */
export function paragraphs(...texts: string[]): EditorState {
  return root(...texts.map((t) => paragraph(t)))
}

/** The plain text of a document, paragraphs separated by blank lines (for tests and checks). */
export function plainText(state: EditorState): string {
  const walk = (node: { type: string; text?: string; children?: unknown[] }): string => {
    if (node.type === 'text') return node.text ?? ''
    if (node.type === 'linebreak') return '\n'
    const inner = (node.children ?? []).map((c) => walk(c as { type: string })).join(node.type === 'list' ? '\n' : '')
    return inner
  }
  return state.root.children.map((b) => walk(b)).join('\n\n')
}
