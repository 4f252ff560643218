import { Picture } from '../../components/Picture'
import { anchorProps } from '../../components/TableOfContents'
import { aos } from '../../features/aos/attributes'
import type { TestimonialsBlock as Data } from '../../payload-types'

/** A quote typed with empty lines between paragraphs keeps them. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

export function TestimonialsBlock({ block, anchor }: { block: Data; first: boolean; anchor?: string }) {
  const items = block.items ?? []
  if (!items.length) return null
  return (
    <section className="testimonials">
      <div className="container">
        {block.heading && (
          <h2 className="testimonials__heading" {...anchorProps(anchor)} {...aos(block.animation)}>
            {block.heading}
          </h2>
        )}
        <ul className={`testimonials__list testimonials__list--${Math.min(items.length, 3)}`}>
          {items.map((item, index) => {
            const by = [item.role, item.organisation].filter(Boolean).join(', ')
            return (
              <li key={item.id ?? index} {...aos(block.animation, { delay: (index % 3) * 100 })}>
                <figure className="testimonial">
                  <blockquote className="testimonial__quote">
                    {paragraphs(item.quote).map((p, i) => (
                      <p key={i}>{p}</p>
                    ))}
                  </blockquote>
                  <figcaption className="testimonial__person">
                    {item.photo && <Picture media={item.photo} sizes="56px" className="testimonial__photo" />}
                    <span>
                      <span className="testimonial__name">{item.name}</span>
                      {by && <span className="testimonial__role">{by}</span>}
                    </span>
                  </figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
