import Link from 'next/link'

import { Picture } from '../../components/Picture'
import { aos } from '../aos/attributes'
import type { ProductCard } from '../site/queries'
import { Price } from './Price'

type Props = {
  cards: readonly ProductCard[]
  /** The cards' heading level: one below the section's heading. */
  headingLevel?: 2 | 3
  animation?: string | null
  /** Hide the category line where every card shares it (a product line's own page). */
  showCategory?: boolean
}

/**
 * Product cards in a responsive grid. Each card has one link, on the product's
 * name; it covers the whole card through CSS, so the card is one click target
 * without nesting links or repeating the name to screen readers.
 */
export function ProductCardList({ cards, headingLevel = 3, animation, showCategory = true }: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className="product-cards" role="list">
      {cards.map((card, index) => (
        <li key={card.id} className="product-card" {...aos(animation, { delay: (index % 4) * 100 })}>
          <div className="product-card__media">
            {card.image ? (
              <Picture media={card.image} sizes="(min-width: 1240px) 280px, (min-width: 640px) 45vw, calc(100vw - 2.5rem)" />
            ) : (
              <div className="product-card__placeholder" aria-hidden="true" />
            )}
          </div>
          <div className="product-card__body">
            <Heading className="product-card__title">
              <Link href={card.path} prefetch={false} className="product-card__link">
                {card.name}
              </Link>
            </Heading>
            {showCategory && card.category && <p className="product-card__category">{card.category.name}</p>}
            <p className="product-card__summary">{card.summary}</p>
            <Price price={card.price} priceUnit={card.priceUnit} priceNote={card.priceNote} className="product-card__price" />
          </div>
        </li>
      ))}
    </ul>
  )
}
