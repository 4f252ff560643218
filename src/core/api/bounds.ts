/**
 * Bounds on what one read through Payload's REST API may ask for (issue 21). The public site
 * renders through the Local API; over REST only staff read collections and globals (the
 * access rules in access/roles.ts), and even a signed-in read is bounded so one request cannot
 * populate the whole database: related documents at most `maxDepth` levels deep (Payload's
 * `maxDepth`) and at most `maxLimit` documents a page, with `limit=0` and `pagination=false`
 * (Payload's "everything") read as one full page.
 */
import { SettingsError } from '../env/settings'

export type ApiBounds = { maxDepth: number; maxLimit: number }

/** The site's own pages read related documents two levels deep (features/site/queries.ts). */
export const SITE_READ_DEPTH = 2
export const DEFAULT_API_BOUNDS: ApiBounds = { maxDepth: SITE_READ_DEPTH, maxLimit: 100 }

type Env = Record<string, string | undefined>

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number, why: string): number {
  if (value === undefined || value.trim() === '') return fallback
  const n = Number(value.trim())
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new SettingsError(`${name} must be a whole number from ${min} to ${max}${why} (got "${value}")`)
  }
  return n
}

/** SITE_API_MAX_DEPTH and SITE_API_MAX_LIMIT; a bad value fails with a message naming the variable. */
export function parseApiBounds(env: Env): ApiBounds {
  return {
    maxDepth: wholeNumber(
      'SITE_API_MAX_DEPTH',
      env.SITE_API_MAX_DEPTH,
      DEFAULT_API_BOUNDS.maxDepth,
      SITE_READ_DEPTH,
      10,
      ': the site reads related documents two levels deep',
    ),
    maxLimit: wholeNumber('SITE_API_MAX_LIMIT', env.SITE_API_MAX_LIMIT, DEFAULT_API_BOUNDS.maxLimit, 1, 10_000, ''),
  }
}

export type ReadArgs = { depth?: number; limit?: number; pagination?: boolean; [key: string]: unknown }

/** The paging arguments a REST read takes as whole numbers. */
const NUMBER_ARGS = ['limit', 'page', 'depth'] as const

/**
 * Why a REST read's paging arguments cannot be read, or null. Payload turns a number it can
 * read into one and leaves anything else as it came: `?limit=5&limit=500` arrives as an array,
 * `?page=x` as text, and the database then fails on it (a 500). They are refused with a 400
 * that names the argument instead.
 */
export function readArgsProblem(args: ReadArgs): string | null {
  for (const name of NUMBER_ARGS) {
    const value = args[name]
    if (value === undefined) continue
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      return `The ${name} parameter must be given once, as a whole number of 0 or more.`
    }
  }
  return null
}

/**
 * One REST read's arguments within the bounds: a missing limit stays Payload's default (10), a
 * larger one (or 0, or pagination=false) becomes `maxLimit`, and depth is at most `maxDepth`.
 */
export function boundRead<T extends ReadArgs>(args: T, bounds: ApiBounds): T {
  const out = { ...args }
  const limit = typeof args.limit === 'number' && Number.isFinite(args.limit) ? Math.floor(args.limit) : undefined
  if (args.pagination === false) {
    out.pagination = true
    out.limit = limit && limit > 0 ? Math.min(limit, bounds.maxLimit) : bounds.maxLimit
  } else if (limit !== undefined) {
    out.limit = limit > 0 ? Math.min(limit, bounds.maxLimit) : bounds.maxLimit
  }
  if (typeof args.depth === 'number') out.depth = Math.max(0, Math.min(Math.floor(args.depth) || 0, bounds.maxDepth))
  return out
}
