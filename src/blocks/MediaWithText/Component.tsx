import { CmsLink } from '../../components/CmsLink'
import { Picture } from '../../components/Picture'
import { RichText } from '../../components/RichText'
import { anchorProps } from '../../components/TableOfContents'
import { aos } from '../../features/aos/attributes'
import type { MediaWithTextBlock as MediaWithTextData } from '../../payload-types'

export function MediaWithTextBlock({
  block,
  first,
  anchor,
  headingIds,
}: {
  block: MediaWithTextData
  first: boolean
  anchor?: string
  headingIds?: Readonly<Record<number, string>>
}) {
  return (
    <section className={`media-text container media-text--${block.mediaPosition ?? 'left'}`} {...aos(block.animation)}>
      <Picture media={block.media} sizes="(min-width: 900px) 50vw, 100vw" priority={first} className="media-text__media" />
      <div className="media-text__body">
        {block.heading && <h2 {...anchorProps(anchor)}>{block.heading}</h2>}
        <RichText data={block.content} headingIds={headingIds} />
        {block.withLink && <CmsLink link={block.link} />}
      </div>
    </section>
  )
}
