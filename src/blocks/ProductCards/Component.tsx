import type { ProductCardsBlock as Data } from '../../payload-types'

export function ProductCardsBlock({ block }: { block: Data; first: boolean }) {
  return (
    <section className="section" data-block="ProductCards">
      {'heading' in block ? block.heading : null}
    </section>
  )
}
