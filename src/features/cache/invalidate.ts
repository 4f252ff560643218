import { revalidatePath, revalidateTag } from 'next/cache'

import type { PayloadRequest } from 'payload'

import { afterCommit } from '../../server/after-commit'
import { BUS_KEY } from '../../core/cache/bus'
import { pageStore } from '../../core/http/page-cache'
import type { CacheBus } from '../../server/cache-bus'
import { revalidateToken } from '../../server/revalidate-token'
import { settings } from '../../server/settings'
import { tags as cacheTags } from './tags'

/** `all`: every cached page and read (an instance that may have missed announcements). */
export type Invalidation = { tags?: string[]; paths?: string[]; all?: boolean }

/** Runs inside a Next request: expire the entries now, so the next visitor gets fresh HTML. */
export function invalidateHere({ tags = [], paths = [], all = false }: Invalidation): void {
  // The serving layer's copies of pages (server/page-cache.ts) go with any change.
  pageStore().clear()
  if (all) {
    revalidateTag(cacheTags.all, { expire: 0 })
    revalidatePath('/', 'layout')
    return
  }
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
  for (const path of new Set(paths)) revalidatePath(path)
}

/**
 * Expires cached pages after content changed, on this instance and (through the cache bus,
 * server/cache-bus.ts) on the site's other instances. Called from hooks with their `req`, it
 * waits until the change is committed (server/after-commit.ts), so no request can cache the
 * rows as they were before.
 */
export async function invalidate(change: Invalidation, req?: Pick<PayloadRequest, 'payload' | 'transactionID'>): Promise<void> {
  if (!change.all && !change.tags?.length && !change.paths?.length) return
  await afterCommit(req, async () => {
    const bus = (globalThis as Record<symbol, CacheBus | undefined>)[BUS_KEY]
    await Promise.all([expire(change), bus?.publish(change)])
  })
}

/**
 * Next only lets this happen inside a route handler or server action; changes made
 * elsewhere (scheduled publishing run by the job queue, a render, the seed) are handed
 * to this server's own revalidation endpoint.
 * Without a running server (the first-start setup) there is nothing cached yet.
 */
async function expire(change: Invalidation): Promise<void> {
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
