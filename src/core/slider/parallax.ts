/**
 * Swiper's Parallax module moves elements of a slide while it changes, driven by
 * `data-swiper-parallax-*` attributes. Editors describe each moving part of a
 * slide as a layer; this turns a layer into those attributes.
 */
export type ParallaxLayerName = 'heading' | 'text' | 'link' | 'image'

export type ParallaxLayer = {
  layer: ParallaxLayerName
  x?: string | null
  y?: string | null
  duration?: number | null
  scale?: number | null
  opacity?: number | null
}

const OFFSET = /^-?\d{1,4}(\.\d+)?%?$/

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n)

/** The attributes for one part of a slide, or none when Parallax is off or the part does not move. */
export function parallaxAttributes(
  layers: readonly ParallaxLayer[] | null | undefined,
  layer: ParallaxLayerName,
  enabled: boolean,
): Record<string, string> {
  const found = enabled ? layers?.find((l) => l.layer === layer) : undefined
  if (!found) return {}
  const attrs: Record<string, string> = {}
  const x = found.x?.trim()
  const y = found.y?.trim()
  if (x && OFFSET.test(x)) attrs['data-swiper-parallax-x'] = x
  if (y && OFFSET.test(y)) attrs['data-swiper-parallax-y'] = y
  if (finite(found.scale)) attrs['data-swiper-parallax-scale'] = String(Math.min(5, Math.max(0, found.scale)))
  if (finite(found.opacity)) attrs['data-swiper-parallax-opacity'] = String(Math.min(1, Math.max(0, found.opacity)))
  if (finite(found.duration))
    attrs['data-swiper-parallax-duration'] = String(Math.round(Math.min(5000, Math.max(0, found.duration))))
  return attrs
}

/** The image `sizes` for slides shown n at a time per window width (the widest rule first). */
export function slideImageSizes(steps: readonly { minWidth: number; perView: number | 'auto' }[], max = 100): string {
  const width = (perView: number | 'auto') => `${Math.ceil(max / (perView === 'auto' ? 1 : Math.max(1, perView)))}vw`
  const rules = [...steps]
    .filter((s) => s.minWidth > 0)
    .sort((a, b) => b.minWidth - a.minWidth)
    .map((s) => `(min-width: ${s.minWidth}px) ${width(s.perView)}`)
  const base = steps.find((s) => s.minWidth <= 0) ?? steps[0]
  return [...rules, width(base?.perView ?? 1)].join(', ')
}
