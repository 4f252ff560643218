import type { FeatureGridBlock as Data } from '../../payload-types'

export function FeatureGridBlock({ block }: { block: Data; first: boolean }) {
  return (
    <section className="section" data-block="FeatureGrid">
      {'heading' in block ? block.heading : null}
    </section>
  )
}
