import type { VideoBlock as Data } from '../../payload-types'

export function VideoBlock({ block }: { block: Data; first: boolean }) {
  return (
    <section className="section" data-block="Video">
      {'heading' in block ? block.heading : null}
    </section>
  )
}
