/**
 * A srcset from an image's made sizes. Sizes are made without enlarging, so an image narrower than
 * a width the site asks for gets its own width for that one and the next: each width is listed once
 * (a srcset with one width twice is invalid, and the browser drops all but the first).
 */
export function srcSetOf(sizes: readonly ({ url?: string | null; width?: number | null } | null | undefined)[]): string {
  const seen = new Set<number>()
  const parts: string[] = []
  for (const size of sizes) {
    if (!size?.url || !size.width || seen.has(size.width)) continue
    seen.add(size.width)
    parts.push(`${size.url} ${size.width}w`)
  }
  return parts.join(', ')
}
