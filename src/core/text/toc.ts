import { slugify } from './slugify'

export type TocEntry = { id: string; label: string }

/**
 * Anchors for a page's section headings, in order: readable (`#specifications`),
 * unique on the page (`#faq`, `#faq-2`), and never empty or starting with a
 * digit, so they are valid `id`s and `#` links everywhere.
 */
export function tocEntries(
  labels: readonly (string | null | undefined)[],
  reserved: readonly string[] = [],
): (TocEntry | null)[] {
  const used = new Set(reserved)
  return labels.map((raw) => {
    const label = (raw ?? '').trim()
    if (!label) return null
    let base = slugify(label) || 'section'
    if (/^\d/.test(base)) base = `s-${base}`
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    return { id, label }
  })
}

/** Just enough of a Lexical node to find headings and read their text. */
export type LexicalNodeLike = {
  type?: unknown
  tag?: unknown
  text?: unknown
  children?: unknown
}

/** The text a node shows, with line breaks as spaces and runs of white space folded. */
export function lexicalNodeText(node: LexicalNodeLike): string {
  const parts: string[] = []
  const walk = (n: LexicalNodeLike) => {
    if (n.type === 'linebreak' || n.type === 'tab') parts.push(' ')
    if (typeof n.text === 'string') parts.push(n.text)
    if (Array.isArray(n.children)) for (const child of n.children) if (child && typeof child === 'object') walk(child)
  }
  walk(node)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/**
 * The `h2`s at the top level of rich text (where the editor puts headings):
 * their position among the root's children, which is how the renderer meets
 * them again, and their text.
 */
export function richTextH2s(data: unknown): { index: number; label: string }[] {
  const children = (data as { root?: { children?: unknown } } | null | undefined)?.root?.children
  if (!Array.isArray(children)) return []
  const found: { index: number; label: string }[] = []
  children.forEach((node: LexicalNodeLike | null, index) => {
    if (node && node.type === 'heading' && node.tag === 'h2') found.push({ index, label: lexicalNodeText(node) })
  })
  return found
}

/** A page block as far as sections go: its type, its heading and any rich text it shows. */
export type SectionBlock = { blockType: string; heading?: unknown; content?: unknown }

/** Where a block's anchors go: on its own heading, and on `h2`s of its rich text by root child index. */
export type BlockAnchors = { heading?: string; h2?: Readonly<Record<number, string>> }

/** Rich-text fields whose `h2`s are section headings (RichText and MediaWithText both call it `content`). */
const SECTION_TEXT_BLOCKS = new Set(['richText', 'mediaWithText'])

/**
 * The sections of a page in reading order, for its table of contents: each
 * block's heading, then the `h2`s of the rich text it shows. A first hero is
 * left out: its heading is the page's `h1`, not a section. Returns the entries
 * and, for each block, the ids its heading elements must carry so the links land.
 */
export function pageSections(
  blocks: readonly SectionBlock[] | null | undefined,
  reserved: readonly string[] = [],
): { entries: TocEntry[]; anchors: BlockAnchors[] } {
  const list = blocks ?? []
  type Slot = { block: number; h2?: number }
  const slots: Slot[] = []
  const labels: string[] = []
  list.forEach((block, i) => {
    const isPageTitle = i === 0 && block.blockType === 'hero'
    if (!isPageTitle && typeof block.heading === 'string') {
      slots.push({ block: i })
      labels.push(block.heading)
    }
    if (SECTION_TEXT_BLOCKS.has(block.blockType)) {
      for (const h of richTextH2s(block.content)) {
        slots.push({ block: i, h2: h.index })
        labels.push(h.label)
      }
    }
  })
  const made = tocEntries(labels, reserved)
  const anchors: BlockAnchors[] = list.map(() => ({}))
  const entries: TocEntry[] = []
  made.forEach((entry, n) => {
    const slot = slots[n]
    if (!entry || !slot) return
    entries.push(entry)
    const target = anchors[slot.block]!
    if (slot.h2 === undefined) target.heading = entry.id
    else target.h2 = { ...target.h2, [slot.h2]: entry.id }
  })
  return { entries, anchors }
}
