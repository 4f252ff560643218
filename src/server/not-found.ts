import type { IncomingMessage, ServerResponse } from 'node:http'

/** Where the site's 404 page is rendered (and cached) as an ordinary page. */
export const NOT_FOUND_PATH = '/next/not-found'
/** The 404 page of /forms/<id> with an unknown id: it names the form (`Form 7 not found.`). */
const FORM_NOT_FOUND = /^\/forms\/(\d{1,9})\/?$/
const FORM_NOT_FOUND_PAGE = /^\/next\/form-not-found\/\d{1,9}$/

/** The page sent for an address that has none. */
export function notFoundPagePath(path: string): string {
  const form = FORM_NOT_FOUND.exec(path)
  return form ? `/next/form-not-found/${form[1]}` : NOT_FOUND_PATH
}

/** Marks the serving layer's own request for the 404 page, so that page's body is not stamped twice. */
export const INTERNAL_HEADER = 'x-site-internal'

type Options = { internalUrl: string; token: string }

/** Headers Next set for the page it could not find; they do not describe the 404 page we send instead. */
const PAGE_HEADERS = [
  'content-length',
  'etag',
  'link',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  'x-powered-by',
]

const handles = (req: IncomingMessage): boolean => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers[INTERNAL_HEADER]) return false
  const url = req.url ?? '/'
  return !/^\/(admin|api|_next)(\/|\?|$)/.test(url)
}

/**
 * Sends the site's 404 page, fully rendered, whenever a site address does not exist.
 *
 * Why by hand: when a cached (ISR) page calls `notFound()` for an address it was
 * not built for, Next.js 16 answers 404 with an empty error document and leaves
 * the not-found UI to client-side JavaScript (vercel/next.js#95613), so visitors
 * without JavaScript and search engines see a blank page. The 404 page itself is
 * an ordinary cached page at /next/not-found; this layer swallows Next's empty
 * document and sends that page's HTML with status 404 in its place. Client-side
 * navigations still use `not-found.tsx`.
 */
export function withNotFoundPage(req: IncomingMessage, res: ServerResponse, options: Options): void {
  if (!handles(req)) return
  const path = (req.url ?? '').split('?')[0] ?? ''
  const forced = path === NOT_FOUND_PATH || FORM_NOT_FOUND_PAGE.test(path)
  let swallowing = false
  let decided = false

  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse

  const decide = (status: number) => {
    if (decided) return
    decided = true
    if (forced) res.statusCode = 404
    const type = String(res.getHeader('content-type') ?? '')
    swallowing = !forced && status === 404 && type.startsWith('text/html')
  }

  res.writeHead = ((code: number, ...rest: unknown[]) => {
    // Headers given to writeHead are applied now, so the decision sees the content type.
    const headers = rest.find((r) => typeof r === 'object' && r !== null) as Record<string, string> | undefined
    if (headers && !Array.isArray(headers)) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v)
    res.statusCode = code
    decide(code)
    if (swallowing) return res
    return writeHead(res.statusCode, ...rest.filter((r) => typeof r === 'string'))
  }) as ServerResponse['writeHead']

  res.write = ((...args: unknown[]) => {
    decide(res.statusCode)
    if (swallowing) {
      const cb = args.find((a) => typeof a === 'function') as (() => void) | undefined
      cb?.()
      return true
    }
    return write(...args)
  }) as ServerResponse['write']

  res.end = ((...args: unknown[]) => {
    decide(res.statusCode)
    if (!swallowing) return end(...args)
    const cb = args.find((a) => typeof a === 'function') as (() => void) | undefined
    void replace().finally(() => cb?.())
    return res
  }) as ServerResponse['end']

  async function replace(): Promise<void> {
    let html: string | null = null
    try {
      const answer = await fetch(`${options.internalUrl}${notFoundPagePath(path)}`, {
        headers: { [INTERNAL_HEADER]: options.token, 'accept-encoding': 'identity' },
        signal: AbortSignal.timeout(10_000),
      })
      if (String(answer.headers.get('content-type')).startsWith('text/html')) html = await answer.text()
    } catch (err) {
      console.error('[serve] the 404 page could not be rendered', err)
    }
    for (const name of PAGE_HEADERS) res.removeHeader(name)
    res.statusCode = 404
    if (html === null) {
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      writeHead(404)
      end('Page not found.')
      return
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('x-robots-tag', 'noindex')
    writeHead(404)
    end(req.method === 'HEAD' ? undefined : html)
  }
}
