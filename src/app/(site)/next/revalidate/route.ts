import { timingSafeEqual } from 'node:crypto'

import { invalidateHere } from '../../../../features/cache/invalidate'
import { revalidateToken } from '../../../../server/revalidate-token'
import { settings } from '../../../../server/settings'

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= 500 && v.every((s) => typeof s === 'string' && s.length <= 512)

/**
 * Expires cache tags for changes made outside a request (scheduled publishing,
 * jobs) and for changes announced by the site's other instances (server/cache-bus.ts). Only this server knows the token: it is derived from PAYLOAD_SECRET.
 */
export async function POST(request: Request): Promise<Response> {
  const given = Buffer.from(request.headers.get('x-revalidate-token') ?? '')
  const expected = Buffer.from(revalidateToken(settings().secret))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ error: 'Not allowed.' }, { status: 403 })
  }
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return Response.json({ error: 'The body must be JSON.' }, { status: 400 })
  }
  const { tags = [], paths = [], all = false } = (body ?? {}) as { tags?: unknown; paths?: unknown; all?: unknown }
  if (!isStringArray(tags) || !isStringArray(paths) || typeof all !== 'boolean') {
    return Response.json({ error: 'tags and paths must be lists of strings, all true or false.' }, { status: 400 })
  }
  invalidateHere({ tags, paths, all })
  return Response.json({ revalidated: true })
}
