import { draftMode } from 'next/headers'

import { ProductCardList } from '../../features/products/ProductCardList'
import { listProductCards, type ProductQuery } from '../../features/site/queries'
import type { ProductCardsBlock as Data } from '../../payload-types'

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  typeof value === 'number' ? value : (value?.id ?? null)

function queryOf(block: Data): ProductQuery | null {
  if (block.source === 'selected') {
    return { source: 'selected', ids: (block.products ?? []).map(idOf).filter((id): id is number => id !== null) }
  }
  if (block.source === 'all') return { source: 'all', limit: block.limit }
  const category = idOf(block.category)
  return category === null ? null : { source: 'category', category, limit: block.limit }
}

/** Cards of published products: one category's, the editor's pick, or all of them. */
export async function ProductCardsBlock({ block, anchor }: { block: Data; first: boolean; anchor?: string }) {
  const query = queryOf(block)
  const cards = query ? await listProductCards(query) : []
  if (cards.length === 0) {
    // Visitors see nothing rather than an empty box; an editor previewing the page is told why.
    if (!(await draftMode()).isEnabled) return null
    return (
      <section className="product-cards-block container" data-block="ProductCards">
        <p className="product-cards-block__empty">This product cards block has no published products to show yet.</p>
      </section>
    )
  }
  const headingId = anchor ?? (block.id ? `product-cards-${block.id}` : undefined)
  return (
    <section
      className="product-cards-block container"
      data-block="ProductCards"
      aria-labelledby={block.heading && headingId ? headingId : undefined}
    >
      {(block.heading || block.intro) && (
        <header className="product-cards-block__header">
          {block.heading && (
            <h2 id={headingId} tabIndex={anchor ? -1 : undefined}>
              {block.heading}
            </h2>
          )}
          {block.intro && <p className="product-cards-block__intro">{block.intro}</p>}
        </header>
      )}
      <ProductCardList
        cards={cards}
        headingLevel={block.heading ? 3 : 2}
        animation={block.animation}
        showCategory={block.source !== 'category'}
      />
    </section>
  )
}
