import { DefinitionCache } from '../../core/forms/definition-cache'
import type { Form } from '../../core/forms/types'
import { processWide } from '../../core/process-wide'
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

/**
 * The forms' definitions as submissions read them, at most 200 (core/forms/definition-cache.ts), one
 * store for the process: on `globalThis` under a registered symbol, since Next's routes (the ajax
 * route, the no-JavaScript postback) and the serving layer's own ajax answer (islands/form-ajax.ts)
 * each run their own copy of this module. So a form read by any of them is there for the others:
 * a visitor without JavaScript who posts while the database is away gets the page back with what
 * they typed, when the serving layer's answers are what read the form last (the postback needs the
 * form to show it again; it cannot read it then).
 */
const definitions = processWide('forms.definitions', () => new DefinitionCache<Form | null>(200))()

export function httpDeps(request: Request): HttpDeps {
  const env = settings()
  return {
    payload,
    secret: env.secret,
    siteUrl: env.siteUrl,
    fetchPage: internalPageFetcher(new URL(request.url).origin),
    // Kept per generation of the page cache, which every content change moves on, a form's save and
    // other instances' changes included (features/cache/invalidate.ts, server/cache-bus.ts), so a
    // submission never reads a stale form; read, when not kept, from the data cache the pages use.
    loadForm: (_payload, id) => definitions.get(id, pageStore().generation, () => getPublishedForm(id)),
  }
}

/**
 * The ajax endpoint's deps when the serving layer answers it itself, outside Next (islands/form-ajax.ts):
 * those of the route, but a form not kept is read from the database, since that answer has no Next
 * data cache.
 */
export function servingDeps(request: Request): HttpDeps {
  return {
    ...httpDeps(request),
    loadForm: (client, id) => definitions.get(id, pageStore().generation, () => loadForm(client, id)),
  }
}
