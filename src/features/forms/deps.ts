import { DefinitionCache } from '../../core/forms/definition-cache'
import type { Form } from '../../core/forms/types'
import { pageStore } from '../../core/http/page-cache'
import { INTERNAL_HEADER } from '../../server/not-found'
import { settings } from '../../server/settings'
import { payload } from '../site/queries'
import { getPublishedForm } from './queries'
import type { HttpDeps } from './http'
import { loadForm } from './process'

/**
 * A page of this site as the serving layer sends it, read over the loopback address the
 * serving layer listens on. The per-process token keeps that inner response unstamped and
 * free of the 404 swap: the outer response gets the nonce, once.
 */
export function internalPageFetcher(fallbackOrigin: string) {
  return async (path: string): Promise<string | null> => {
    const origin = process.env.SITE_INTERNAL_URL ?? fallbackOrigin
    const token = process.env.SITE_INTERNAL_TOKEN
    try {
      const res = await fetch(`${origin}${path}`, {
        headers: { ...(token ? { [INTERNAL_HEADER]: token } : {}), 'accept-encoding': 'identity' },
        redirect: 'manual',
        cache: 'no-store',
        signal: AbortSignal.timeout(15_000),
      })
      if (res.status !== 200 || !String(res.headers.get('content-type')).startsWith('text/html')) return null
      return await res.text()
    } catch (err) {
      console.error(`[forms] the page ${path} could not be read`, err)
      return null
    }
  }
}

export function httpDeps(request: Request): HttpDeps {
  const env = settings()
  return {
    payload,
    secret: env.secret,
    siteUrl: env.siteUrl,
    fetchPage: internalPageFetcher(new URL(request.url).origin),
    // The definition the pages render, from the data cache: a form's save expires it (and the
    // other instances', server/cache-bus.ts), so a submission never reads a stale form.
    loadForm: (_payload, id) => getPublishedForm(id),
  }
}

/** The forms the serving layer's own answers have read, at most 200 (core/forms/definition-cache.ts). */
const definitions = new DefinitionCache<Form | null>(200)

/**
 * The ajax endpoint's deps when the serving layer answers it itself, outside Next (islands/form-ajax.ts):
 * those of the route, but a form's definition read from the database once per generation of the
 * page cache, which every content change moves on, a form's save included (features/cache/invalidate.ts),
 * rather than from Next's data cache, which that answer does not have.
 */
export function servingDeps(request: Request): HttpDeps {
  return {
    ...httpDeps(request),
    loadForm: (client, id) => definitions.get(id, pageStore().generation, () => loadForm(client, id)),
  }
}
