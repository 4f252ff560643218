import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type WithRoles = { roles?: Role[] | null } | null | undefined

export function hasRole(user: unknown, role: Role): boolean {
  const roles = (user as WithRoles)?.roles
  return Array.isArray(roles) && roles.includes(role)
}

const staff = (req: PayloadRequest) => hasRole(req.user, 'admin') || hasRole(req.user, 'editor')

/**
 * A read through Payload's REST (or GraphQL) API rather than the Local API. The public site
 * renders through the Local API and its browser scripts call only the site's own endpoints and
 * files, so over REST documents are for staff: a visitor's `GET /api/pages?depth=10` is refused
 * at once instead of populating the database into one answer (issue 21).
 */
const overHttp = (req: PayloadRequest) => req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'

/** Admins manage users and site settings. */
export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
/** Editors and admins manage content, forms and entries. */
export const isStaff: Access = ({ req }) => staff(req)
/** The site shows published documents to anyone; staff also read drafts, and only staff read over REST. */
export const publishedOrStaff: Access = ({ req }) => {
  if (staff(req)) return true
  return overHttp(req) ? false : { _status: { equals: 'published' } }
}
/** What the site shows to anyone (menus, settings, categories); over REST only staff. */
export const siteContent: Access = ({ req }) => staff(req) || !overHttp(req)
/** Media and documents: their files (`/api/<collection>/file/<name>`) are for anyone, their records over REST for staff. */
export const publicFiles: Access = ({ req, isReadingStaticFile }) => staff(req) || isReadingStaticFile === true || !overHttp(req)
export const nobody: Access = () => false
/** A user may read and update their own account; admins any account. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}
