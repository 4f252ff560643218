/**
 * A rich text value (Lexical's editor state) read from the database defensively: a value that
 * does not parse or is not an editor state would crash the admin's editor and every page that
 * renders it. Staff get it back as an editor state holding the stored text, marked, so they see
 * what was there and saving the form replaces it; visitors get the default text instead.
 */
import { UNREADABLE_TEXT, rawTextOf } from './json'

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Node).type === 'string'

/** Every node has a type, and children, where present, are a list of nodes (bounded depth). */
function wellFormed(node: Node, depth: number): boolean {
  if (depth > 64) return false
  if (!('children' in node)) return true
  const children = node.children
  return Array.isArray(children) && children.every((c) => isNode(c) && wellFormed(c, depth + 1))
}

/** Whether a value is a Lexical editor state the editor and the HTML converter can read. */
export function isRichTextState(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const root = (value as Node).root
  return isNode(root) && root.type === 'root' && Array.isArray(root.children) && wellFormed(root, 0)
}

/** What the repaired field says above the stored text. */
export const UNREADABLE_RICH_TEXT_NOTE = `${UNREADABLE_TEXT} The stored text follows; correct it and save to replace it.`

const element = { direction: 'ltr', format: '', indent: 0, version: 1 }
const paragraph = (text: string) => ({
  type: 'paragraph',
  ...element,
  textFormat: 0,
  textStyle: '',
  children: text ? [{ type: 'text', detail: 0, format: 0, mode: 'normal', style: '', text, version: 1 }] : [],
})

/** A bad rich text value as an editor state: the note, then the stored text as it was. */
export function richTextShowingRaw(value: unknown): { root: Node } {
  return { root: { type: 'root', ...element, children: [paragraph(UNREADABLE_RICH_TEXT_NOTE), paragraph(rawTextOf(value))] } }
}
