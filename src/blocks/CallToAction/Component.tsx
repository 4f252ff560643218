import { CmsLink } from '../../components/CmsLink'
import { anchorProps } from '../../components/TableOfContents'
import { aos } from '../../features/aos/attributes'
import type { CallToActionBlock as CallToActionData } from '../../payload-types'

export function CallToActionBlock({ block, anchor }: { block: CallToActionData; anchor?: string }) {
  return (
    <section className="cta container" {...aos(block.animation)}>
      <div className="cta__inner">
        <div>
          <h2 className="cta__heading" {...anchorProps(anchor)}>
            {block.heading}
          </h2>
          {block.text && <p>{block.text}</p>}
        </div>
        <div className="actions">
          {block.links?.map((link) => (
            <CmsLink key={link.id} link={link} />
          ))}
        </div>
      </div>
    </section>
  )
}
