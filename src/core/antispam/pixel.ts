/**
 * The pixel URL (spec section 7, "get pixel url"; section 9: cached 10,800 s): the browser asks
 * for it once and keeps it that long where it may keep things (local storage, only in the
 * native cookie mode, that is after the visitor accepted), otherwise for the page only.
 */

/** Spec section 9: pixel URL cache. */
export const PIXEL_CACHE_SECONDS = 10_800
export const PIXEL_STORAGE_KEY = 'sp_pixel_url'

export type KeptPixel = { url: string; until: number }

/** What to store: the address and when it stops being good. */
export function keepPixel(url: string, nowMs: number): KeptPixel {
  return { url, until: nowMs + PIXEL_CACHE_SECONDS * 1000 }
}

/** A kept address that is still good: https, and not past its time (nor from a clock set far ahead). */
export function readKeptPixel(raw: string | null, nowMs: number): string | null {
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as Partial<KeptPixel> | null
    if (!v || typeof v.url !== 'string' || typeof v.until !== 'number') return null
    if (v.until <= nowMs || v.until > nowMs + PIXEL_CACHE_SECONDS * 1000) return null
    return isPixelUrl(v.url) ? v.url : null
  } catch {
    return null
  }
}

/** The answer must be an https address (spec section 7). */
export function isPixelUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2_048) return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}
