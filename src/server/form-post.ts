import type { IncomingMessage } from 'node:http'

/** Where Next answers a form posted to a page (see app/(site)/next/forms/postback). */
export const POSTBACK_PATH = '/next/forms/postback'

/**
 * Forms post back to the page they are on, as Gravity Forms' forms do without JavaScript.
 * Pages are cached HTML that cannot take a post, so such a post is handed to the postback
 * route with the page's address; that route answers with the page and the form's answer in
 * it. Only form encodings are taken, and never for the admin, the API or Next's own
 * addresses (nor Next's server actions, which post with a `next-action` header).
 */
export function postbackUrl(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (req.method !== 'POST' || req.headers['next-action']) return null
  const type = String(req.headers['content-type'] ?? '')
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return null
  const path = (req.url ?? '/').split(/[?#]/)[0] ?? '/'
  if (!path.startsWith('/') || path.startsWith('//') || /^\/(admin|api|next|_next)(\/|$)/.test(path)) return null
  return `${POSTBACK_PATH}?path=${encodeURIComponent(path)}`
}
