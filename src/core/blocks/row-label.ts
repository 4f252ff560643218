/**
 * What a page block's row in the admin says about the block (blocks/BlockRowLabel.tsx): its
 * heading or first words, so a long page reads as a list of its sections instead of rows of
 * "Untitled". Pure: it reads the row's form data only.
 */

/** Longest text a row shows; longer text is cut at a word and ends in "…". */
export const ROW_TEXT_MAX = 80

const clean = (v: unknown): string => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '')

/** Cuts `text` to at most `max` characters, at a word boundary where one is near, with "…". */
export function clip(text: string, max = ROW_TEXT_MAX): string {
  const t = clean(text)
  if (t.length <= max) return t
  const cut = t.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

/** Nodes whose text runs on inside one line; every other node with children is a block of its own. */
const INLINE = new Set(['text', 'link', 'autolink', 'linebreak', 'tab', 'code-highlight', 'mark'])

/**
 * The first words of a Lexical rich text value (its JSON), as one line: block nodes (paragraphs,
 * headings, list items, quotes) are separated by a space. Stops reading once it has `max` characters.
 */
export function richTextWords(value: unknown, max = ROW_TEXT_MAX): string {
  const root = (value as { root?: unknown } | null | undefined)?.root
  if (typeof root !== 'object' || root === null) return ''
  let out = ''
  const walk = (node: LexicalNode): void => {
    if (out.length > max) return
    if (node.type === 'text' && typeof node.text === 'string') out += node.text
    else if (node.type === 'linebreak' || node.type === 'tab') out += ' '
    if (!Array.isArray(node.children)) return
    for (const child of node.children as LexicalNode[]) {
      if (typeof child !== 'object' || child === null) continue
      walk(child)
      if (!INLINE.has(String(child.type))) out += ' '
    }
  }
  walk(root as LexicalNode)
  return clip(out, max)
}

type Row = Record<string, unknown>

const rows = (v: unknown): Row[] => (Array.isArray(v) ? v.filter((r): r is Row => typeof r === 'object' && r !== null) : [])
const first = (v: unknown, key: string): unknown =>
  rows(v)
    .map((r) => r[key])
    .find((x) => clean(x))

/** The FAQ block's heading when staff never changed it: its first question says more. */
const FAQ_DEFAULT_HEADING = 'Frequently asked questions'

/** Per block type, where its words are, best first. A type not listed offers its heading. */
const SOURCES: Record<string, (b: Row) => unknown[]> = {
  hero: (b) => [b.heading, b.eyebrow, b.text],
  slider: (b) => [b.heading, first(b.slides, 'heading'), b.label],
  richText: (b) => [richTextWords(b.content)],
  mediaWithText: (b) => [b.heading, richTextWords(b.content)],
  featureGrid: (b) => [b.heading, b.intro, first(b.features, 'title')],
  productCards: (b) => [b.heading, b.intro],
  callToAction: (b) => [b.heading, b.text],
  faq: (b) => [clean(b.heading) === FAQ_DEFAULT_HEADING ? '' : b.heading, first(b.items, 'question'), b.heading],
  testimonials: (b) => [b.heading, first(b.items, 'quote')],
  logoWall: (b) => [
    b.heading,
    rows(b.logos)
      .map((l) => clean(l.name))
      .filter(Boolean)
      .join(', '),
  ],
  video: (b) => [b.heading, b.title, b.caption],
  downloads: (b) => [b.heading],
  formEmbed: (b) => [b.heading, b.intro],
}

/**
 * The words a block's row shows: its heading, else its first words (see SOURCES), cut to
 * ROW_TEXT_MAX; '' when the block has none yet (the row then shows the type's name alone).
 */
export function blockRowText(block: Row | null | undefined): string {
  if (!block) return ''
  const type = typeof block.blockType === 'string' ? block.blockType : ''
  const sources = SOURCES[type] ?? ((b: Row) => [b.heading])
  for (const source of sources(block)) {
    const text = clip(clean(source))
    if (text) return text
  }
  return ''
}
