import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { PAGE_RENDER_HEADER, pageStore } from '../core/http/page-cache'
import type { IslandsAnswer } from '../islands/render'

/**
 * Public pages rendered as islands, outside Next.js (PAGES_AS_ISLANDS; src/islands and
 * docs/PERFORMANCE.md §8): the serving layer asks here first when a page the page cache may keep
 * is not in it. The answer then goes out, and into the page cache, as Next's would (server/serve.ts).
 *
 * What stays Next's: a page with an island that has no browser script, a page the site does not
 * have, a redirect (the render throws for both: Next answers them), and any page when the site's
 * Payload could not be started by Next. The render reads through the Payload instance Next started,
 * which Payload keeps on the global: started here first, it would be a second instance with the
 * islands build's copy of the config, which Next's admin would then be handed. A page asked for
 * while Next is starting it waits for STARTED (the serving layer's /readyz at start): Next would
 * need the same Payload to render it, and its answer would be kept until the next content change.
 *
 * The same module answers the forms' ajax endpoint (islands/form-ajax.ts) once it has loaded;
 * before that, and without PAGES_AS_ISLANDS, Next's route does.
 */

/** The forms' ajax endpoint as the render module answers it (islands/form-ajax.ts). */
export type FormAjaxAnswer = (request: Request) => Promise<Response>

type RenderModule = {
  renderIslandsDocument(path: string): Promise<IslandsAnswer>
  /** Absent from a module built before the serving layer answered the endpoint: Next answers it then. */
  answerFormAjax?: FormAjaxAnswer
}

const LOAD_TIMEOUT_MS = 30_000

/** Addresses the site's pages have: not Next's or Payload's own routes, nor files (a dot in the last part). */
const NOT_A_PAGE = /^\/(admin|api|_next|next|forms|go|recommend|search)(\/|$)|\.[^/]*$/

export type IslandsRenderer = {
  /** The page's document, or null when Next is to answer it. */
  render(req: IncomingMessage, path: string): Promise<{ document: string; headers: Record<string, string> } | null>
  /**
   * The answer to the forms' ajax endpoint once the module has loaded and Next has started Payload;
   * until then null, and Next's route answers (the first call after Payload has started begins the
   * module's load, should no page have yet). Never waits: a submission is not held for a load.
   */
  formAjax(): FormAjaxAnswer | null
}

export function islandsRenderer(appRoot: string, started: Promise<unknown>): IslandsRenderer {
  let loaded: Promise<RenderModule | null> | null = null
  // The module once its load has settled (null: it could not be loaded), for what may not wait for it.
  let settled: RenderModule | null | undefined
  // An import that never settles (as one did: server/node-flags.ts) must not hold every page: after
  // LOAD_TIMEOUT_MS, Next renders them all.
  const load = () =>
    (loaded ??= new Promise<RenderModule | null>((resolve) => {
      const timer = setTimeout(() => {
        console.error(
          `[islands] the islands render did not load within ${LOAD_TIMEOUT_MS / 1000} s; pages are rendered by Next.js`,
        )
        resolve(null)
      }, LOAD_TIMEOUT_MS)
      timer.unref()
      import(pathToFileURL(path.join(appRoot, 'server/islands/render.mjs')).href)
        .then(
          (m) => resolve(m as RenderModule),
          (error: unknown) => {
            console.error('[islands] the islands render could not be loaded; pages are rendered by Next.js', error)
            resolve(null)
          },
        )
        .finally(() => clearTimeout(timer))
    }).then((module) => (settled = module)))
  // Pages found to be Next's, until the next content change (the page cache's generation): a page
  // with a form would otherwise be rendered twice on each miss.
  const nextPages = new Map<string, number>()

  return {
    async render(req, pagePath) {
      if (req.method !== 'GET' || NOT_A_PAGE.test(pagePath)) return null
      if (!payloadStarted()) {
        await started
        if (!payloadStarted()) return null
      }
      const generation = pageStore().generation
      if (nextPages.get(pagePath) === generation) return null
      const module = await load()
      if (!module) return null
      try {
        const answer = await module.renderIslandsDocument(pagePath)
        if (answer.withoutScript.length === 0)
          return {
            document: answer.document,
            headers: {
              'content-type': 'text/html; charset=utf-8',
              // Kept by the page cache as Next's pages are, for at most a day, emptied by content changes.
              'cache-control': 's-maxage=86400',
              [PAGE_RENDER_HEADER]: 'islands',
            },
          }
      } catch (error) {
        // notFound() and redirects throw NeedsNext (src/islands/shims/navigation.ts): Next's to answer.
        if (!(error instanceof Error && error.name === 'NeedsNext'))
          console.error(`[islands] ${pagePath} could not be rendered as islands; Next.js renders it`, error)
      }
      if (nextPages.size >= 1000) nextPages.clear()
      nextPages.set(pagePath, generation)
      return null
    },

    formAjax() {
      if (settled === undefined) {
        if (payloadStarted()) void load()
        return null
      }
      // Loaded only once Payload had started (here and in render()).
      return settled?.answerFormAjax ?? null
    },
  }
}

/** Whether Next has started the site's Payload (payload's getPayload keeps it on the global, by key). */
function payloadStarted(): boolean {
  const cached = (globalThis as { _payload?: Map<string, { payload?: unknown }> })._payload
  return cached instanceof Map && Boolean(cached.get('default')?.payload)
}
