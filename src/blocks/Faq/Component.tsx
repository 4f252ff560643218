import type { FaqBlock as Data } from '../../payload-types'

export function FaqBlock({ block }: { block: Data; first: boolean }) {
  return (
    <section className="section" data-block="Faq">
      {'heading' in block ? block.heading : null}
    </section>
  )
}
