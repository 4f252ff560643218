import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type WithRoles = { roles?: Role[] | null } | null | undefined

export function hasRole(user: unknown, role: Role): boolean {
  const roles = (user as WithRoles)?.roles
  return Array.isArray(roles) && roles.includes(role)
}

const staff = (req: PayloadRequest) => hasRole(req.user, 'admin') || hasRole(req.user, 'editor')

/** Admins manage users and site settings. */
export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
/** Editors and admins manage content, forms and entries. */
export const isStaff: Access = ({ req }) => staff(req)
/** Anyone reads published documents; staff also read drafts. */
export const publishedOrStaff: Access = ({ req }) => (staff(req) ? true : { _status: { equals: 'published' } })
export const anyone: Access = () => true
export const nobody: Access = () => false
/** A user may read and update their own account; admins any account. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}
