import { anchorProps } from '../../components/TableOfContents'
import { sitePath } from '../../components/url'
import { listDocuments } from '../../features/site/queries'
import { aos } from '../../features/aos/attributes'
import type { DownloadsBlock as DownloadsData } from '../../payload-types'

const KB = 1024

export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return ''
  if (bytes < KB) return `${bytes} B`
  if (bytes < KB * KB) return `${Math.round(bytes / KB)} KB`
  return `${(bytes / KB / KB).toFixed(1).replace('.', ',')} MB`
}

export async function DownloadsBlock({ block, anchor }: { block: DownloadsData; anchor?: string }) {
  const ids = (block.documents ?? []).map((d) => (typeof d === 'object' ? d.id : d))
  const documents = await listDocuments(ids)
  return (
    <section className="downloads container container--narrow" {...aos(block.animation)}>
      {block.heading && <h2 {...anchorProps(anchor)}>{block.heading}</h2>}
      {documents.length === 0 ? (
        <p>There are no downloads yet.</p>
      ) : (
        <ul className="downloads__list">
          {documents.map((doc) => {
            const ext = doc.filename?.split('.').pop()?.toUpperCase() ?? ''
            return (
              <li key={doc.id} className="downloads__item">
                <a href={sitePath(doc.url) ?? '#'} download className="downloads__link">
                  <span className="downloads__title">{doc.title}</span>
                  <span className="downloads__meta">
                    {ext} · {formatFileSize(doc.filesize)}
                  </span>
                </a>
                {doc.description && <p>{doc.description}</p>}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
