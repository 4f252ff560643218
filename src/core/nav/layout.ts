/**
 * Small layout rules of the site header: the sticky threshold, the resize debounce,
 * the mobile breakpoint and where in-page (#) links scroll to.
 */
export const STICKY_OFFSET = 220
export const RESIZE_DEBOUNCE = 100
export const DEFAULT_BREAKPOINT = 1024

/** The header is sticky once the page is scrolled more than 220 px. */
export function isSticky(scrollY: number, offset = STICKY_OFFSET): boolean {
  return scrollY > offset
}

/** The breakpoint an editor entered, made safe: a whole number of pixels within reason, else the default. */
export function normalizeBreakpoint(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value)
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return DEFAULT_BREAKPOINT
  return Math.min(4000, Math.max(320, Math.round(n)))
}

/** The media query of the mobile view: narrower than the breakpoint. */
export function mobileQuery(breakpoint: number): string {
  return `(max-width: ${normalizeBreakpoint(breakpoint) - 0.02}px)`
}

/**
 * CSS for the server HTML: switches the header's space toggles at the breakpoint,
 * so the first paint already has the right layout.
 */
export function breakpointCss(breakpoint: number): string {
  return `@media ${mobileQuery(breakpoint)}{:root .site-header{--on-desktop: ;--on-mobile:initial}}`
}

/** The element id a link points at when its target is on this page (`#id`), else null. */
export function hashTargetId(href: string | null | undefined): string | null {
  if (!href || !href.startsWith('#') || href.length < 2) return null
  try {
    return decodeURIComponent(href.slice(1))
  } catch {
    return href.slice(1)
  }
}

/**
 * Where to scroll for an in-page target: its top minus the page's scroll padding, which the site's CSS
 * sets to clear the sticky header, and to 100 px on screens wider than 1200 px (globals.css).
 */
export function hashScrollTop(targetTop: number, scrollPadding: number): number {
  return Math.max(0, Math.round(targetTop - scrollPadding))
}

/** The index focus moves to when Tab (or Shift+Tab) would leave a focus trap of `count` elements; null when it need not wrap. */
export function trapIndex(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null
  if (backwards) return current <= 0 ? count - 1 : null
  return current === -1 || current >= count - 1 ? 0 : null
}

/** Calls `fn` once, `wait` ms after the last call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = RESIZE_DEBOUNCE) {
  let handle: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: A) => {
    clearTimeout(handle)
    handle = setTimeout(() => fn(...args), wait)
  }
  debounced.cancel = () => clearTimeout(handle)
  return debounced
}
