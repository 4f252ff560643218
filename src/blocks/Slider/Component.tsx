import type { SliderBlock as Data } from '../../payload-types'

export function SliderBlock({ block }: { block: Data; first: boolean }) {
  return <section className="section" data-block="Slider" aria-label={block.label} />
}
