import { timingSafeEqual } from 'node:crypto'

import { invalidateHere, revalidateToken } from '../../../../features/cache/invalidate'
import { settings } from '../../../../server/settings'

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= 500 && v.every((s) => typeof s === 'string' && s.length <= 512)

/**
 * Expires cache tags for changes made outside a request (scheduled publishing,
 * jobs). Only this server knows the token: it is derived from PAYLOAD_SECRET.
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
  const { tags = [], paths = [] } = (body ?? {}) as { tags?: unknown; paths?: unknown }
  if (!isStringArray(tags) || !isStringArray(paths)) {
    return Response.json({ error: 'tags and paths must be lists of strings.' }, { status: 400 })
  }
  invalidateHere({ tags, paths })
  return Response.json({ revalidated: true })
}
