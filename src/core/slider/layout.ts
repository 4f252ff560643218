/**
 * The layout Swiper will give a slider, written as CSS for the server HTML, so
 * slides already sit where Swiper puts them before its script runs: the size of
 * each slide and the space between them per window width, the centred or deep
 * linked first slide, rows of a grid, a vertical slider's height and the 3D
 * positions of a coverflow. Every rule applies only until Swiper adds
 * `.swiper-initialized`; from then on Swiper's own inline styles hold the same values.
 */
import type { Effect, LayoutStep, PerView } from './options'

export type PreInitLayout = {
  steps: readonly LayoutStep[]
  direction: 'horizontal' | 'vertical'
  height: number | null
  centered: boolean
  loop: boolean
  autoHeight: boolean
  gridRows: number
  effect: Effect
  /** Coverflow's settings (Swiper's defaults when absent). */
  coverflow?: { rotate?: number; stretch?: number; depth?: number; modifier?: number } | null
  /** How many slides there are. */
  count: number
  /** The slide shown first (a history deep link), 0 otherwise. */
  start: number
}

/** How far the coverflow transforms are written out on either side of the active slide. */
const COVERFLOW_REACH = 3
/** Swiper's perspective for 3D effects (`.swiper-3d`). */
const PERSPECTIVE = 1200

const fmt = (n: number): string => String(Math.round(n * 1000) / 1000)

/** A slide's size along the slider's axis, as CSS: `(100% - gaps) / n`. */
function slideSize(perView: number, gap: number): string {
  return perView === 1 ? '100%' : `((100% - ${fmt((perView - 1) * gap)}px) / ${fmt(perView)})`
}

/** Slides shown at once for the purpose of collapsing the hidden ones; `auto` counts as one. */
const visibleCount = (perView: PerView): number => (perView === 'auto' ? 1 : Math.ceil(perView))

/**
 * How many of the last slides a centred loop shows before the first one at the widest
 * layout (Swiper moves them there when it starts); 0 when the slider does not loop that way.
 */
export function loopedBefore(layout: PreInitLayout): number {
  if (!(layout.loop && layout.centered && layout.start === 0 && layout.count > 1)) return 0
  const most = Math.max(...layout.steps.map((s) => (s.perView === 'auto' ? 1 : Math.ceil(s.perView / 2))))
  return Math.min(layout.count - 1, most)
}

/** Swiper's coverflow transform for a slide `offset` places from the active one (the gap between slides left out). */
export function coverflowTransform(
  offset: number,
  settings: PreInitLayout['coverflow'],
  horizontal = true,
): { transform: string; zIndex: number } {
  const rotate = settings?.rotate ?? 50
  const stretch = settings?.stretch ?? 0
  const depth = settings?.depth ?? 100
  const modifier = settings?.modifier ?? 1
  const m = -offset * modifier
  const clean = (n: number) => (Math.abs(n) < 0.001 ? 0 : n)
  const rotateY = clean(horizontal ? rotate * m : 0)
  const rotateX = clean(horizontal ? 0 : -rotate * m)
  const translateZ = clean(-depth * Math.abs(m))
  const translateX = clean(horizontal ? stretch * m : 0)
  const translateY = clean(horizontal ? 0 : stretch * m)
  return {
    transform: `translate3d(${fmt(translateX)}px,${fmt(translateY)}px,${fmt(translateZ)}px) rotateX(${fmt(rotateX)}deg) rotateY(${fmt(rotateY)}deg) scale(1)`,
    zIndex: -Math.abs(Math.round(m)) + 1,
  }
}

/**
 * Where the wrapper starts, as a CSS length along the axis, or null when it starts at 0:
 * the first shown slide at the start (or centred), as Swiper's translate puts it.
 */
export function wrapperOffset(step: LayoutStep, layout: PreInitLayout): string | null {
  if (step.perView === 'auto') return null
  const size = slideSize(step.perView, step.gap)
  const along = `(${size} + ${fmt(step.gap)}px)`
  const terms: string[] = []
  if (layout.start > 0) terms.push(`-${layout.start} * ${along}`)
  if (layout.centered) terms.push(`(100% - ${size}) / 2`)
  if (terms.length === 0) return null
  const offset = `calc(${terms.join(' + ')})`
  if (layout.centered || layout.loop) return offset
  // Without loop or centring Swiper stops where the last slide meets the end.
  const end = `calc(100% - ${layout.count} * ${along} + ${fmt(step.gap)}px)`
  return `min(0px, max(${offset}, ${end}))`
}

/** The slides a grid row holds: Swiper fills rows one after another (fill: 'row'). */
export function gridColumns(count: number, rows: number, perView: number): number {
  const even = Math.max(Math.ceil(count / rows) * rows, Math.floor(perView) * rows)
  return even / rows
}

function stepCss(sel: string, step: LayoutStep, layout: PreInitLayout): string {
  const S = `${sel}:not(.swiper-initialized)`
  const W = `${S}>.swiper-wrapper`
  const L = `${W}>.swiper-slide`
  const horizontal = layout.direction === 'horizontal'
  const sizeProp = horizontal ? 'width' : 'height'
  const gapProp = horizontal ? 'margin-right' : 'margin-bottom'
  const out: string[] = []
  const { perView, gap } = step
  if (layout.gridRows > 1 && horizontal && perView !== 'auto') {
    // Swiper wraps rows in a wider flex wrapper; a CSS grid of the same tracks puts every slide in the same place.
    const columns = gridColumns(layout.count, layout.gridRows, perView)
    out.push(
      `${W}{display:grid;grid-template-columns:repeat(${columns},calc${slideSize(perView, gap)});column-gap:${fmt(gap)}px;row-gap:${fmt(gap)}px}`,
      `${L}{width:auto;height:auto;margin:0}`,
    )
    return out.join('')
  }
  out.push(
    perView === 'auto'
      ? `${L}{${gapProp}:${fmt(gap)}px}`
      : `${L}{${sizeProp}:${perView === 1 ? '100%' : `calc${slideSize(perView, gap)}`};${gapProp}:${fmt(gap)}px}`,
  )
  // Swiper's loop shows the last slides before the first when the first is centred: draw them there,
  // moved back by the length of all the slides. They stay in the flow (their height still counts) and
  // are counted from the start, so no slide's place depends on the slides after it: a browser paints a
  // page it is still parsing, and slides reordered to the front (or picked with `:nth-last-child`)
  // would move as more arrived.
  const before = loopedBefore(layout)
  if (before > 0 && perView !== 'auto') {
    const along = `(${slideSize(perView, gap)} + ${fmt(gap)}px)`
    out.push(`${L}:nth-child(n+${layout.count - before + 1}){${horizontal ? 'left' : 'top'}:calc(-${layout.count} * ${along})}`)
  }
  const offset = wrapperOffset(step, layout)
  out.push(`${W}{transform:${offset ? (horizontal ? `translate3d(${offset},0,0)` : `translate3d(0,${offset},0)`) : 'none'}}`)
  if (layout.autoHeight && horizontal) {
    // Swiper sets the wrapper to the height of the slides in view: keep the others from stretching it.
    const first = layout.start + 1
    const last = layout.start + visibleCount(perView)
    out.push(`${L}{height:0;overflow:hidden}`, `${L}:nth-child(n+${first}):nth-child(-n+${last}){height:auto;overflow:visible}`)
  }
  return out.join('')
}

/** The style sheet for one slider whose `.swiper` element matches `selector` (an id selector). */
export function preInitCss(selector: string, layout: PreInitLayout): string {
  const horizontal = layout.direction === 'horizontal'
  const S = `${selector}:not(.swiper-initialized)`
  const W = `${S}>.swiper-wrapper`
  const L = `${W}>.swiper-slide`
  const css: string[] = []
  if (!horizontal) {
    // A vertical slider needs its height before and after Swiper starts.
    css.push(`${selector}{height:${fmt(layout.height ?? 400)}px}`, `${W}{flex-direction:column}`)
  }
  if (layout.autoHeight && horizontal) css.push(`${W}{align-items:flex-start}`)
  layout.steps.forEach((step, i) => {
    const rules = stepCss(selector, step, layout)
    css.push(i === 0 || step.minWidth <= 0 ? rules : `@media (min-width:${fmt(step.minWidth)}px){${rules}}`)
  })
  const before = loopedBefore(layout)
  if (layout.effect === 'coverflow') {
    css.push(`${S}{perspective:${PERSPECTIVE}px}`, `${W},${L}{transform-style:preserve-3d}`)
    for (let i = 0; i < layout.count; i += 1) {
      const offset = i >= layout.count - before ? i - layout.count : i - layout.start
      if (Math.abs(offset) > COVERFLOW_REACH) continue
      const { transform, zIndex } = coverflowTransform(offset, layout.coverflow, horizontal)
      css.push(`${L}:nth-child(${i + 1}){transform:${transform};z-index:${zIndex}}`)
    }
  }
  return css.join('\n')
}

/** A safe element id from a block id: letters, digits, `-` and `_` only. */
export function sliderDomId(blockId: string | null | undefined, fallback: string): string {
  const clean = (blockId ?? '').replace(/[^A-Za-z0-9_-]/g, '')
  return `slider-${clean || fallback.replace(/[^A-Za-z0-9_-]/g, '') || 'x'}`
}
