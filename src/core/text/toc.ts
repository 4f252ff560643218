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
