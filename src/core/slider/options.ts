/**
 * A slider block's settings, as editors enter them, turned into Swiper options:
 * the modules the slider needs (and nothing else), the parameters of each, and
 * the per-slide attributes Swiper reads (autoplay delay, history slug, hash).
 *
 * The result is plain JSON: the server hands it to the client component, which
 * adds the DOM elements (arrows, pagination, scrollbar) and the page address.
 * Anything left unset keeps Swiper's own default.
 */
import type { SwiperOptions } from 'swiper/types'

import { slugify } from '../text/slugify'

export type Effect = 'slide' | 'fade' | 'cube' | 'flip' | 'coverflow'
export type PaginationType = 'none' | 'bullets' | 'fraction' | 'progressbar'

/** The block's fields this module reads; the generated `SliderBlock` type fits it. */
export type SliderInput = {
  slides?: readonly SlideInput[] | null
  layout?: {
    slidesPerView?: string | null
    spaceBetween?: number | null
    speed?: number | null
    breakpoints?: readonly { minWidth: number; slidesPerView: string; spaceBetween?: number | null }[] | null
    direction?: 'horizontal' | 'vertical' | null
    ending?: 'stop' | 'loop' | 'rewind' | null
    height?: number | null
    centeredSlides?: boolean | null
    autoHeight?: boolean | null
    gridRows?: number | null
  } | null
  effect?: {
    type?: Effect | null
    crossFade?: boolean | null
    cubeShadow?: boolean | null
    cubeShadowOffset?: number | null
    cubeShadowScale?: number | null
    limitRotation?: boolean | null
    rotate?: number | null
    stretch?: number | null
    depth?: number | null
    modifier?: number | null
    slideShadows?: boolean | null
  } | null
  controls?: {
    arrows?: boolean | null
    keyboard?: boolean | null
    mousewheel?: boolean | null
    pagination?: PaginationType | null
    clickable?: boolean | null
    dynamicBullets?: boolean | null
    scrollbar?: boolean | null
    scrollbarDraggable?: boolean | null
    touch?: boolean | null
    mouseDrag?: boolean | null
    grabCursor?: boolean | null
    history?: boolean | null
    historyKey?: string | null
    hashNavigation?: boolean | null
    thumbs?: boolean | null
    thumbsPerView?: number | null
  } | null
  motion?: {
    autoplay?: boolean | null
    autoplayDelay?: number | null
    stopOnInteraction?: boolean | null
    pauseOnHover?: boolean | null
    parallax?: boolean | null
    zoom?: boolean | null
    zoomMaxRatio?: number | null
    lazy?: boolean | null
  } | null
}

export type SlideInput = {
  heading?: string | null
  autoplayDelay?: number | null
  historySlug?: string | null
  hash?: string | null
}

/** Swiper's modules by the name of their file in `swiper/modules` (and their CSS in `swiper/css/<name>`). */
export const MODULES = [
  'a11y',
  'navigation',
  'pagination',
  'scrollbar',
  'keyboard',
  'mousewheel',
  'parallax',
  'zoom',
  'autoplay',
  'effect-fade',
  'effect-cube',
  'effect-flip',
  'effect-coverflow',
  'thumbs',
  'history',
  'hash-navigation',
  'grid',
] as const
export type ModuleName = (typeof MODULES)[number]

/** A number of slides per view (1, 2.5) or Swiper's 'auto'. */
export type PerView = number | 'auto'

/** The layout at one range of window widths: from `minWidth` up (0 for the smallest). */
export type LayoutStep = { minWidth: number; perView: PerView; gap: number }

/** Options that serialise to JSON: Swiper's own, without DOM elements or callbacks. */
export type PlainOptions = Omit<SwiperOptions, 'modules' | 'on' | 'thumbs' | 'navigation' | 'pagination' | 'scrollbar'> & {
  navigation?: { enabled: boolean }
  pagination?: { type: Exclude<PaginationType, 'none'>; clickable: boolean; dynamicBullets: boolean }
  scrollbar?: { draggable: boolean }
}

export type SliderPlan = {
  modules: ModuleName[]
  options: PlainOptions
  effect: Effect
  /** The layout per window width, smallest first; effects other than slide and coverflow show one slide. */
  steps: LayoutStep[]
  direction: 'horizontal' | 'vertical'
  /** Fixed height of a vertical slider, in pixels. */
  height: number | null
  loop: boolean
  centered: boolean
  autoHeight: boolean
  gridRows: number
  arrows: boolean
  pagination: PaginationType
  scrollbar: boolean
  keyboard: boolean
  /** Autoplay settings, or null without autoplay. Rotation itself is started and stopped by the client. */
  autoplay: { delay: number; stopOnInteraction: boolean; pauseOnHover: boolean } | null
  zoom: boolean
  lazy: boolean
  parallax: boolean
  thumbs: { perView: number; gap: number } | null
  /** Coverflow's settings, or null with another effect. */
  coverflow: { rotate: number; stretch: number; depth: number; modifier: number } | null
  /** History navigation: the address part between the page's address and the slide's. */
  historyKey: string | null
  hash: boolean
  /** Per slide: the attributes Swiper reads from the slide element. */
  slides: { autoplayDelay: number | null; history: string | null; hash: string | null }[]
}

/** Swiper's defaults where the block leaves a value open. */
export const SWIPER_DEFAULTS = { speed: 300, autoplayDelay: 3000, zoomMaxRatio: 3 } as const
export const THUMBS_GAP = 8
const DEFAULT_HISTORY_KEY = 'slides'

/** "2.5" -> 2.5, "auto" -> 'auto'; anything else -> the fallback. */
export function parsePerView(value: string | number | null | undefined, fallback: PerView = 1): PerView {
  if (value === 'auto') return 'auto'
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim())
  return value !== null && value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? Math.min(n, 99) : fallback
}

const num = (value: number | null | undefined, fallback: number, min = 0, max = Number.POSITIVE_INFINITY): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback

const uniqueSlugs = (values: string[]): string[] => {
  const seen = new Set<string>()
  return values.map((value) => {
    let slug = value
    for (let n = 2; seen.has(slug); n += 1) slug = `${value}-${n}`
    seen.add(slug)
    return slug
  })
}

/**
 * Every slide's address part for history and hash navigation: the editor's
 * value, else the heading as a slug, else `slide-<n>`; made unique, because
 * Swiper finds a slide by the first that matches.
 */
export function slideKeys(slides: readonly SlideInput[], pick: (s: SlideInput) => string | null | undefined): string[] {
  return uniqueSlugs(slides.map((s, i) => slugify(pick(s) || s.heading || '') || `slide-${i + 1}`))
}

/** The layout steps: the base values, then each breakpoint (sorted, later values inherit the gap). */
export function layoutSteps(input: SliderInput): LayoutStep[] {
  const layout = input.layout ?? {}
  const base: LayoutStep = {
    minWidth: 0,
    perView: parsePerView(layout.slidesPerView),
    gap: num(layout.spaceBetween, 0, 0, 1000),
  }
  const steps = [base]
  const sorted = [...(layout.breakpoints ?? [])]
    .filter((b) => Number.isFinite(b.minWidth) && b.minWidth > 0)
    .sort((a, b) => a.minWidth - b.minWidth)
  for (const b of sorted) {
    const previous = steps[steps.length - 1]!
    const step = {
      minWidth: b.minWidth,
      perView: parsePerView(b.slidesPerView, previous.perView),
      gap: num(b.spaceBetween, previous.gap, 0, 1000),
    }
    if (step.minWidth === previous.minWidth) steps[steps.length - 1] = step
    else steps.push(step)
  }
  return steps
}

/** Everything the client needs to start Swiper for this block. */
export function planSlider(input: SliderInput): SliderPlan {
  const slides = input.slides ?? []
  const layout = input.layout ?? {}
  const fx = input.effect ?? {}
  const controls = input.controls ?? {}
  const motion = input.motion ?? {}
  const effect: Effect = fx.type ?? 'slide'
  const direction = layout.direction === 'vertical' ? 'vertical' : 'horizontal'
  // Fade, cube and flip show one whole slide at a time; Swiper forces these values itself.
  const single = effect === 'fade' || effect === 'cube' || effect === 'flip'
  const steps = single ? [{ minWidth: 0, perView: 1 as PerView, gap: 0 }] : layoutSteps(input)
  const loop = layout.ending === 'loop'
  const rewind = layout.ending === 'rewind'
  const gridRows = single || loop ? 1 : Math.round(num(layout.gridRows, 1, 1, 4))
  const modules = new Set<ModuleName>(['a11y'])
  const base = steps[0]!

  const options: PlainOptions = {
    speed: num(layout.speed, SWIPER_DEFAULTS.speed, 0, 10_000),
    slidesPerView: base.perView,
    spaceBetween: base.gap,
    direction,
    loop,
    rewind,
    centeredSlides: Boolean(layout.centeredSlides),
    autoHeight: Boolean(layout.autoHeight),
    effect,
    // The editor's switches; Swiper has no touch-only switch, so touch follows mouse drag when only that is on.
    allowTouchMove: (controls.touch ?? true) || (controls.mouseDrag ?? true),
    simulateTouch: controls.mouseDrag ?? true,
    grabCursor: Boolean(controls.grabCursor),
    a11y: {
      enabled: true,
      prevSlideMessage: 'Previous slide',
      nextSlideMessage: 'Next slide',
      firstSlideMessage: 'This is the first slide',
      lastSlideMessage: 'This is the last slide',
      paginationBulletMessage: 'Go to slide {{index}}',
      // "2 of 5": the WAI-ARIA carousel pattern's slide label; the role description says "slide".
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      itemRoleDescriptionMessage: 'slide',
      slideRole: 'group',
      // The block's <section> is the carousel region and carries the editor's label.
      containerMessage: null,
      containerRoleDescriptionMessage: null,
      containerRole: null,
    },
  }

  if (steps.length > 1) {
    options.breakpoints = Object.fromEntries(
      steps.slice(1).map((s) => [s.minWidth, { slidesPerView: s.perView, spaceBetween: s.gap }]),
    )
  }
  if (gridRows > 1) {
    // Rows filled one after the other: Swiper's default, 'column', needs a fixed height the block does not have.
    options.grid = { rows: gridRows, fill: 'row' }
    modules.add('grid')
  }

  if (effect === 'fade') {
    options.fadeEffect = { crossFade: fx.crossFade ?? true }
  } else if (effect === 'cube') {
    options.cubeEffect = {
      shadow: fx.cubeShadow ?? true,
      slideShadows: fx.slideShadows ?? true,
      shadowOffset: num(fx.cubeShadowOffset, 20, -1000, 1000),
      shadowScale: num(fx.cubeShadowScale, 0.94, 0, 10),
    }
  } else if (effect === 'flip') {
    options.flipEffect = { slideShadows: fx.slideShadows ?? true, limitRotation: fx.limitRotation ?? true }
  }
  const coverflow =
    effect === 'coverflow'
      ? {
          rotate: num(fx.rotate, 50, -360, 360),
          stretch: num(fx.stretch, 0, -1000, 1000),
          depth: num(fx.depth, 100, -5000, 5000),
          modifier: num(fx.modifier, 1, 0, 100),
        }
      : null
  if (coverflow) options.coverflowEffect = { ...coverflow, slideShadows: fx.slideShadows ?? true }
  if (effect !== 'slide') modules.add(`effect-${effect}`)

  const arrows = controls.arrows ?? true
  if (arrows) {
    options.navigation = { enabled: true }
    modules.add('navigation')
  }
  const pagination: PaginationType = controls.pagination ?? 'bullets'
  if (pagination !== 'none') {
    options.pagination = {
      type: pagination,
      clickable: pagination === 'bullets' && (controls.clickable ?? true),
      dynamicBullets: pagination === 'bullets' && Boolean(controls.dynamicBullets),
    }
    modules.add('pagination')
  }
  const scrollbar = Boolean(controls.scrollbar)
  if (scrollbar) {
    options.scrollbar = { draggable: controls.scrollbarDraggable ?? true }
    modules.add('scrollbar')
  }
  const keyboard = controls.keyboard ?? true
  if (keyboard) {
    // Swiper's keyboard control as it comes: the arrow keys move the slider in view, whatever has focus
    // (not while typing in a field). Page Up and Page Down are left to the page, so a keyboard user can
    // still scroll past a slider that fills the screen.
    options.keyboard = { enabled: true, onlyInViewport: true, pageUpDown: false }
    modules.add('keyboard')
  }
  if (controls.mousewheel) {
    // Swiper's wheel control as it comes: the wheel over the slider moves it, whichever way it turns
    // (a vertical wheel moves a horizontal slider too). At the first and last slide the page scrolls on.
    options.mousewheel = { enabled: true, releaseOnEdges: true }
    modules.add('mousewheel')
  }

  const autoplay = motion.autoplay
    ? {
        delay: num(motion.autoplayDelay, SWIPER_DEFAULTS.autoplayDelay, 100, 600_000),
        stopOnInteraction: motion.stopOnInteraction ?? true,
        pauseOnHover: motion.pauseOnHover ?? true,
      }
    : null
  if (autoplay) {
    // Not started by Swiper: the client starts rotation unless the visitor prefers reduced motion,
    // and stops it on hover, on focus and with the pause button.
    options.autoplay = { enabled: false, delay: autoplay.delay, disableOnInteraction: autoplay.stopOnInteraction }
    modules.add('autoplay')
  }
  const parallax = Boolean(motion.parallax)
  if (parallax) {
    options.parallax = { enabled: true }
    modules.add('parallax')
  }
  const zoom = Boolean(motion.zoom)
  if (zoom) {
    options.zoom = { maxRatio: num(motion.zoomMaxRatio, SWIPER_DEFAULTS.zoomMaxRatio, 1, 10), toggle: true }
    modules.add('zoom')
  }
  const lazy = motion.lazy ?? true
  // Lazy: the next and previous slides' images start loading before they come into view.
  // Not lazy: every image is fetched once Swiper starts.
  options.lazyPreloadPrevNext = lazy ? 1 : slides.length

  const thumbs = controls.thumbs ? { perView: Math.round(num(controls.thumbsPerView, 5, 2, 10)), gap: THUMBS_GAP } : null
  if (thumbs) modules.add('thumbs')

  const historyKey = controls.history ? slugify(controls.historyKey ?? '') || DEFAULT_HISTORY_KEY : null
  const historySlugs = historyKey ? slideKeys(slides, (s) => s.historySlug) : []
  if (historyKey) {
    options.history = { enabled: true, key: historyKey, replaceState: false }
    modules.add('history')
  }
  // Swiper ignores hash navigation when history navigation is on.
  const hash = Boolean(controls.hashNavigation) && !historyKey
  const hashes = hash ? slideKeys(slides, (s) => s.hash) : []
  if (hash) {
    options.hashNavigation = { enabled: true, watchState: true, replaceState: false }
    modules.add('hash-navigation')
  }

  return {
    modules: MODULES.filter((m) => modules.has(m)),
    options,
    effect,
    steps,
    direction,
    height: direction === 'vertical' ? num(layout.height, 400, 120, 4000) : null,
    loop,
    centered: Boolean(layout.centeredSlides),
    autoHeight: Boolean(layout.autoHeight),
    gridRows,
    arrows,
    pagination,
    scrollbar,
    keyboard,
    autoplay,
    zoom,
    lazy,
    parallax,
    thumbs,
    coverflow,
    historyKey,
    hash,
    slides: slides.map((s, i) => ({
      autoplayDelay: typeof s.autoplayDelay === 'number' && s.autoplayDelay > 0 ? Math.round(s.autoplayDelay) : null,
      history: historySlugs[i] ?? null,
      hash: hashes[i] ?? null,
    })),
  }
}

/** The most slides a visitor can see at once at any width: those slides are never behind a preloader. */
export function maxVisible(steps: readonly LayoutStep[]): number {
  return Math.max(1, ...steps.map((s) => (s.perView === 'auto' ? 1 : Math.ceil(s.perView))))
}
