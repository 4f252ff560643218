import type { FormEmbedBlock as Data } from '../../payload-types'

export function FormEmbedBlock({ block }: { block: Data; first: boolean }) {
  return (
    <section className="section" data-block="FormEmbed">
      {'heading' in block ? block.heading : null}
    </section>
  )
}
