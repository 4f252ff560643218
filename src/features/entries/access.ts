import type { PayloadRequest } from 'payload'

import { hasRole } from '../../access/roles'
import { isSameOriginPost } from '../../core/http/origin'
import { settings } from '../../server/settings'
import { answer } from '../analytics/http'

/** A refusal for anyone but staff, or null. */
export function staffOnly(req: PayloadRequest): Response | null {
  if (!req.user) return answer(401, { error: 'Sign in first' })
  if (!hasRole(req.user, 'admin') && !hasRole(req.user, 'editor')) return answer(403, { error: 'Staff only' })
  return null
}

/** Posts that change something come from the admin's own pages only. */
export function fromAdmin(req: PayloadRequest): boolean {
  const own = new URL(req.url ?? settings().siteUrl).origin
  return isSameOriginPost({ origin: req.headers.get('origin'), secFetchSite: req.headers.get('sec-fetch-site') }, [
    settings().siteUrl,
    own,
  ])
}
