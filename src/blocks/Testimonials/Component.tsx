import type { TestimonialsBlock as Data } from '../../payload-types'

export function TestimonialsBlock({ block }: { block: Data; first: boolean }) {
  return (
    <section className="section" data-block="Testimonials">
      {'heading' in block ? block.heading : null}
    </section>
  )
}
