import type { IncomingMessage } from 'node:http'

import { RESUME_PARAM } from '../core/drafts/token'

/** Where Next answers a resume link (see app/(site)/next/forms/resume). */
export const RESUME_PATH = '/next/forms/resume'

/**
 * A page address with a resume token (`?gf_token=`) opens a saved form. Pages are cached
 * HTML shared by every visitor, so such a request goes to the resume route, which sends
 * the page with the draft filled in and never caches it. Other query parameters stay with
 * the page as usual.
 */
export function resumeUrl(req: Pick<IncomingMessage, 'method' | 'url'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  // Most requests carry no query at all: no URL is parsed for them.
  if (!req.url?.includes('?')) return null
  const url = new URL(req.url ?? '/', 'http://site.invalid')
  const token = url.searchParams.get(RESUME_PARAM)
  if (!token || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null
  if (/^\/(admin|api|next|_next)(\/|$)/.test(url.pathname)) return null
  return `${RESUME_PATH}?path=${encodeURIComponent(url.pathname)}&token=${encodeURIComponent(token)}`
}
