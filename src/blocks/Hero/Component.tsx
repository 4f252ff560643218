import { CmsLink } from '../../components/CmsLink'
import { Picture } from '../../components/Picture'
import { anchorProps } from '../../components/TableOfContents'
import { aos } from '../../features/aos/attributes'
import type { HeroBlock as HeroData } from '../../payload-types'

export function HeroBlock({ block, first, anchor }: { block: HeroData; first: boolean; anchor?: string }) {
  const Heading = first ? 'h1' : 'h2'
  return (
    // Animates only when it lies below the fold as the page opens (features/aos/runtime.ts).
    <section
      className={`hero${block.image ? ` hero--image hero--${block.layout ?? 'split'}` : ' hero--text'}`}
      {...aos(block.animation)}
    >
      <div className="container hero__inner">
        <div className="hero__text">
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          <Heading className="hero__heading" {...anchorProps(anchor)}>
            {block.heading}
          </Heading>
          {block.text && <p className="hero__lead">{block.text}</p>}
          {block.actions && block.actions.length > 0 && (
            <div className="actions">
              {block.actions.map((action) => (
                <CmsLink key={action.id} link={action} />
              ))}
            </div>
          )}
        </div>
      </div>
      {block.image && (
        <Picture
          media={block.image}
          sizes={block.layout === 'cover' ? '100vw' : '(min-width: 1024px) 50vw, 100vw'}
          priority={first}
          className="hero__media"
        />
      )}
    </section>
  )
}
