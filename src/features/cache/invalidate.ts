import { createHmac } from 'node:crypto'

import { revalidatePath, revalidateTag } from 'next/cache'

import { settings } from '../../server/settings'

export type Invalidation = { tags?: string[]; paths?: string[] }

export function revalidateToken(secret: string): string {
  return createHmac('sha256', secret).update('revalidate').digest('hex')
}

/** Runs inside a Next request: expire the entries now, so the next visitor gets fresh HTML. */
export function invalidateHere({ tags = [], paths = [] }: Invalidation): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
  for (const path of new Set(paths)) revalidatePath(path)
}

/**
 * Expires cached pages after content changed. Next only lets this happen inside
 * a route handler or server action; changes made elsewhere (scheduled
 * publishing run by the job queue, a render, the seed) are handed to this
 * server's own revalidation endpoint.
 * Without a running server (the first-start setup) there is nothing cached yet.
 */
export async function invalidate(change: Invalidation): Promise<void> {
  if (!change.tags?.length && !change.paths?.length) return
  try {
    invalidateHere(change)
    return
  } catch {
    // Not inside a request that may revalidate (a job, a script, or a render such
    // as the admin's create view making a draft): ask the server to do it.
  }
  const origin = process.env.SITE_INTERNAL_URL
  if (!origin) return
  try {
    const res = await fetch(`${origin}/next/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-token': revalidateToken(settings().secret) },
      body: JSON.stringify(change),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) console.error(`[cache] revalidation answered ${res.status}`)
  } catch (err) {
    console.error('[cache] revalidation failed', err)
  }
}
