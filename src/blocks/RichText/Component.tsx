import { RichText } from '../../components/RichText'
import { aos } from '../../features/aos/attributes'
import type { RichTextBlock as RichTextData } from '../../payload-types'

export function RichTextBlock({ block, headingIds }: { block: RichTextData; headingIds?: Readonly<Record<number, string>> }) {
  return (
    <section
      className={`block-richtext container${block.width === 'wide' ? '' : ' container--narrow'}`}
      {...aos(block.animation)}
    >
      <RichText data={block.content} headingIds={headingIds} />
    </section>
  )
}
