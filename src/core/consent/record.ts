import { knownVendors, METHODS, VENDORS, VISITOR_ID_PATTERN, type Method, type Vendor } from './decision'

/** What the notice posts to the consent log for each choice. */
export type ConsentPost = {
  visitorId: string
  analytics: boolean
  marketing: boolean
  version: number
  method: Method
  /** Providers allowed one by one (the video's "Allow YouTube and play"). */
  vendors: Vendor[]
  /** The page the choice was made on, without its query string. */
  path: string | null
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

const KEYS = new Set(['id', 'analytics', 'marketing', 'version', 'method', 'path', 'vendors'])

/**
 * Checks a consent post strictly: exactly the known keys, each of the right type
 * and size. With Global Privacy Control on the request, the choice is recorded
 * as a refusal whatever the body says.
 */
export function parseConsentPost(raw: unknown, options: { gpc: boolean; maxVersion: number }): Parsed<ConsentPost> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: 'Expected a JSON object' }
  const body = raw as Record<string, unknown>
  for (const key of Object.keys(body)) if (!KEYS.has(key)) return { ok: false, error: `Unknown field ${key}` }
  const { id, analytics, marketing, version, method, path, vendors } = body
  if (typeof id !== 'string' || !VISITOR_ID_PATTERN.test(id)) return { ok: false, error: 'id must be a random visitor id' }
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') {
    return { ok: false, error: 'analytics and marketing must be true or false' }
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > options.maxVersion) {
    return { ok: false, error: 'version must be the notice’s version' }
  }
  if (typeof method !== 'string' || !(METHODS as readonly string[]).includes(method)) {
    return { ok: false, error: 'method is not one of the known ways to choose' }
  }
  if (
    vendors !== undefined &&
    (!Array.isArray(vendors) ||
      vendors.length > VENDORS.length ||
      vendors.some((v) => typeof v !== 'string' || !(VENDORS as readonly string[]).includes(v)))
  ) {
    return { ok: false, error: 'vendors must list known providers' }
  }
  let cleanPath: string | null = null
  if (path !== undefined && path !== null) {
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.length > 300 || /[\s<>]/.test(path)) {
      return { ok: false, error: 'path must be a path on this site' }
    }
    cleanPath = path.split(/[?#]/)[0]!
  }
  const gpc = options.gpc
  return {
    ok: true,
    value: {
      visitorId: id,
      analytics: gpc ? false : analytics,
      marketing: gpc ? false : marketing,
      version,
      method: gpc ? 'gpc' : (method as Method),
      vendors: gpc ? [] : knownVendors(Array.isArray(vendors) ? vendors : []),
      path: cleanPath,
    },
  }
}
