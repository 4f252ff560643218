import { isAosEffect } from '../../core/aos/effects'

export type AosAttributes = {
  'data-aos'?: string
  'data-aos-delay'?: string
  'data-aos-anchor-placement'?: string
}

/**
 * The animate-on-scroll attributes of a section or an item in it, in AOS's own
 * vocabulary (`data-aos`, `data-aos-delay`, …), so the runtime treats content
 * from blocks and hand-written AOS markup alike. `none` and unknown values give
 * no attributes: the element is simply shown.
 */
export function aos(
  animation: string | null | undefined,
  options: { delay?: number; anchorPlacement?: string } = {},
): AosAttributes {
  if (!isAosEffect(animation)) return {}
  return {
    'data-aos': animation,
    ...(options.delay ? { 'data-aos-delay': String(Math.max(0, Math.min(3000, Math.round(options.delay / 50) * 50))) } : {}),
    ...(options.anchorPlacement ? { 'data-aos-anchor-placement': options.anchorPlacement } : {}),
  }
}
