/**
 * Animate-on-scroll options of one element, read from AOS's own attributes
 * (`data-aos-offset`, `-delay`, `-duration`, `-easing`, `-once`, `-mirror`,
 * `-anchor`, `-anchor-placement`), so markup written for AOS keeps working.
 * AOS passes a bad value straight through (an offset of "12px" becomes NaN and
 * the element never shows); here every invalid value falls back to the default.
 */

export const ANCHOR_PLACEMENTS = [
  'top-bottom',
  'center-bottom',
  'bottom-bottom',
  'top-center',
  'center-center',
  'bottom-center',
  'top-top',
  'center-top',
  'bottom-top',
] as const

export type AnchorPlacement = (typeof ANCHOR_PLACEMENTS)[number]

/** AOS's easing names and the curves its stylesheet gives them. */
export const AOS_EASINGS = {
  linear: 'cubic-bezier(0.25, 0.25, 0.75, 0.75)',
  ease: 'ease',
  'ease-in': 'cubic-bezier(0.42, 0, 1, 1)',
  'ease-out': 'cubic-bezier(0, 0, 0.58, 1)',
  'ease-in-out': 'cubic-bezier(0.42, 0, 0.58, 1)',
  'ease-in-back': 'cubic-bezier(0.6, -0.28, 0.735, 0.045)',
  'ease-out-back': 'cubic-bezier(0.175, 0.885, 0.32, 1.275)',
  'ease-in-out-back': 'cubic-bezier(0.68, -0.55, 0.265, 1.55)',
  'ease-in-sine': 'cubic-bezier(0.47, 0, 0.745, 0.715)',
  'ease-out-sine': 'cubic-bezier(0.39, 0.575, 0.565, 1)',
  'ease-in-out-sine': 'cubic-bezier(0.445, 0.05, 0.55, 0.95)',
  'ease-in-quad': 'cubic-bezier(0.55, 0.085, 0.68, 0.53)',
  'ease-out-quad': 'cubic-bezier(0.25, 0.46, 0.45, 0.94)',
  'ease-in-out-quad': 'cubic-bezier(0.455, 0.03, 0.515, 0.955)',
  // AOS's stylesheet gives the cubic and quart names the quad curves; kept, so pages look as they did.
  'ease-in-cubic': 'cubic-bezier(0.55, 0.085, 0.68, 0.53)',
  'ease-out-cubic': 'cubic-bezier(0.25, 0.46, 0.45, 0.94)',
  'ease-in-out-cubic': 'cubic-bezier(0.455, 0.03, 0.515, 0.955)',
  'ease-in-quart': 'cubic-bezier(0.55, 0.085, 0.68, 0.53)',
  'ease-out-quart': 'cubic-bezier(0.25, 0.46, 0.45, 0.94)',
  'ease-in-out-quart': 'cubic-bezier(0.455, 0.03, 0.515, 0.955)',
} as const

export type AosEasing = keyof typeof AOS_EASINGS

/** The spec's defaults, which are AOS's: offset 120, delay 0, duration 400 ms, easing ease. */
export const AOS_DEFAULTS = {
  offset: 120,
  delay: 0,
  duration: 400,
  easing: 'ease' as AosEasing,
  once: false,
  mirror: false,
  anchorPlacement: 'top-bottom' as AnchorPlacement,
}

/** AOS's stylesheet knows delays and durations up to 3000 ms. */
export const AOS_MAX_TIME = 3000

export type AosOptions = {
  /** Pixels past the anchor placement before the element animates in. */
  offset: number
  /** Pixels the element's bottom must pass above the viewport's top before `mirror` animates it out. */
  outOffset: number
  delay: number
  duration: number
  easing: AosEasing
  once: boolean
  mirror: boolean
  /** A selector of another element whose position triggers this one, or null. */
  anchor: string | null
  anchorPlacement: AnchorPlacement
}

/** Reads one `data-aos-<name>` attribute; null when it is absent. */
export type AttributeReader = (name: string) => string | null | undefined

function number(value: string | null | undefined): number | null {
  const text = (value ?? '').trim()
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null
}

function time(value: string | null | undefined, fallback: number): number {
  const n = number(value)
  return n !== null && n >= 0 && n <= AOS_MAX_TIME ? Math.round(n) : fallback
}

function flag(value: string | null | undefined, fallback: boolean): boolean {
  const text = (value ?? '').trim()
  return text === 'true' ? true : text === 'false' ? false : fallback
}

function isPlacement(value: string): value is AnchorPlacement {
  return (ANCHOR_PLACEMENTS as readonly string[]).includes(value)
}

function isEasing(value: string): value is AosEasing {
  return Object.hasOwn(AOS_EASINGS, value)
}

export function parseAosOptions(read: AttributeReader, defaults = AOS_DEFAULTS): AosOptions {
  const placement = (read('anchor-placement') ?? '').trim()
  const hasPlacement = isPlacement(placement)
  const offset = number(read('offset'))
  const easing = (read('easing') ?? '').trim()
  const anchor = (read('anchor') ?? '').trim()
  return {
    // As in AOS: an element that names its own anchor placement starts from an
    // offset of 0 unless it also names an offset.
    offset: offset ?? (hasPlacement ? 0 : defaults.offset),
    outOffset: offset ?? defaults.offset,
    delay: time(read('delay'), defaults.delay),
    duration: time(read('duration'), defaults.duration),
    easing: isEasing(easing) ? easing : defaults.easing,
    once: flag(read('once'), defaults.once),
    mirror: flag(read('mirror'), defaults.mirror),
    anchor: anchor || null,
    anchorPlacement: hasPlacement ? placement : defaults.anchorPlacement,
  }
}

/**
 * CSS custom properties for the options that differ from the stylesheet's
 * defaults; an element with default timing gets none.
 */
export function timingProperties(options: AosOptions, defaults = AOS_DEFAULTS): Record<string, string> {
  const out: Record<string, string> = {}
  if (options.delay !== defaults.delay) out['--aos-delay'] = `${options.delay}ms`
  if (options.duration !== defaults.duration) out['--aos-duration'] = `${options.duration}ms`
  if (options.easing !== defaults.easing) out['--aos-easing'] = AOS_EASINGS[options.easing]
  return out
}
