import type { AnchorPlacement, AosOptions } from './options'

/**
 * When an element animates in and out, with AOS's trigger points written in
 * viewport coordinates. AOS compares the scroll position with points measured
 * from the page's top at start-up; relative to the viewport the same tests
 * read as below, and they stay right when content above changes height.
 */

/** The anchor's box in layout (untransformed) pixels, relative to the viewport's top. */
export type Box = { top: number; height: number }

/**
 * Only what lies below the fold when it is first seen by the runtime ever animates: content in the
 * first view (or above it, on a page opened part-way down) is simply shown. Content is also never
 * hidden until the visitor scrolls, so a full-page capture, a printout or a crawler sees all of it.
 */
export function belowFold(element: Box, viewport: number): boolean {
  return element.top >= viewport
}

/**
 * How far below the fold, as a share of the viewport's height, an element must still be when the
 * visitor scrolls for it to be hidden, ready to animate in. The browser may draw a scrolled frame
 * before the page hears of the scroll: an element right at the edge could be seen vanishing.
 */
export const HIDE_MARGIN = 0.25

/** Far enough out of sight to be hidden until it animates in. */
export function outOfSight(element: Box, viewport: number): boolean {
  return element.top >= viewport * (1 + HIDE_MARGIN)
}

/**
 * How far down the viewport the anchor's reference point must rise before the
 * element animates: "<element edge>-<viewport edge>".
 */
function placementShift(placement: AnchorPlacement, height: number, viewport: number): number {
  const [element, screen] = placement.split('-') as ['top' | 'center' | 'bottom', 'top' | 'center' | 'bottom']
  const onElement = element === 'top' ? 0 : element === 'center' ? height / 2 : height
  const onScreen = screen === 'bottom' ? 0 : screen === 'center' ? viewport / 2 : viewport
  return onElement + onScreen
}

/**
 * Past the point where the element animates in. For the default "top-bottom"
 * placement and offset 120: the anchor's top is at least 120 px above the
 * viewport's bottom edge. An element the visitor has scrolled past counts as in.
 */
export function isPastIn(box: Box, viewport: number, options: Pick<AosOptions, 'anchorPlacement' | 'offset'>): boolean {
  return box.top + placementShift(options.anchorPlacement, box.height, viewport) + options.offset <= viewport
}

/** Past the point where `mirror` animates it out again: its bottom `outOffset` px from the viewport's top. */
export function isPastOut(box: Box, options: Pick<AosOptions, 'outOffset'>): boolean {
  return box.top + box.height - options.outOffset <= 0
}

/**
 * Whether the element should carry `aos-animate`, as AOS decides on each scroll:
 * with `mirror` it leaves again once scrolled past above; it animates in at its
 * trigger point; below that point it is reset, unless `once` keeps it.
 */
export function shouldAnimate(current: boolean, box: Box, viewport: number, options: AosOptions): boolean {
  if (options.mirror && !options.once && isPastOut(box, options)) return false
  if (isPastIn(box, viewport, options)) return true
  return options.once ? current : false
}

/**
 * How far beyond the viewport the coarse observer must look so that no trigger
 * point is missed. Each point lies within `offset` px of the viewport; the
 * observer sees transformed boxes, which the effects move by up to 100 px and
 * `zoom-in` shrinks by up to a fifth of their height.
 */
export function observerMargin(options: Iterable<Pick<AosOptions, 'offset' | 'outOffset'>>, tallest = 0): number {
  let reach = 0
  for (const o of options) reach = Math.max(reach, Math.abs(o.offset), Math.abs(o.outOffset))
  return Math.ceil(reach + 100 + tallest * 0.2 + 50)
}
