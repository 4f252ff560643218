import type { TocEntry } from '../core/text/toc'

export const TOC_HEADING_ID = 'toc-heading'

/**
 * The attributes of a heading a contents link points at: its id, and
 * tabIndex -1 so the link can move focus there (the header's `#` handling does,
 * and so does the browser without JavaScript) without adding a Tab stop.
 */
export function anchorProps(anchor: string | null | undefined): { id?: string; tabIndex?: number } {
  return anchor ? { id: anchor, tabIndex: -1 } : {}
}

/**
 * "On this page": plain `#` links to the page's sections. The header's hash
 * handling scrolls to them smoothly and moves focus; without JavaScript they
 * are ordinary anchors.
 */
export function TableOfContents({ entries, label = 'On this page' }: { entries: readonly TocEntry[]; label?: string }) {
  if (entries.length < 2) return null
  return (
    <nav className="toc container" aria-labelledby={TOC_HEADING_ID}>
      <div className="toc__inner">
        <h2 id={TOC_HEADING_ID} className="toc__heading">
          {label}
        </h2>
        <ol className={`toc__list${entries.length > 4 ? ' toc__list--columns' : ''}`}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.label}</a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  )
}
