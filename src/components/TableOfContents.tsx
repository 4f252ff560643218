import type { TocEntry } from '../core/text/toc'

/**
 * "On this page": plain `#` links to the page's sections. The header's hash
 * handling scrolls to them smoothly and moves focus; without JavaScript they
 * are ordinary anchors.
 */
export function TableOfContents({ entries, label = 'On this page' }: { entries: readonly TocEntry[]; label?: string }) {
  if (entries.length < 2) return null
  return (
    <nav className="toc container" aria-labelledby="toc-heading">
      <h2 id="toc-heading" className="toc__heading">
        {label}
      </h2>
      <ol className="toc__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
