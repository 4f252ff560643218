import type { CollectionConfig } from 'payload'

import { adminOrSelf, hasRole, isAdmin, isAdminField, ROLES } from '../access/roles'
import { settings } from '../server/settings'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Settings' },
  auth: {
    // Payload's lockout: five failed logins lock the account for ten minutes.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 2 * 60 * 60,
    // The session cookie is HttpOnly (Payload's), SameSite=Lax, and Secure whenever the site is served over https.
    cookies: { sameSite: 'Lax', secure: settings().secure },
  },
  access: {
    admin: ({ req }) => hasRole(req.user, 'admin') || hasRole(req.user, 'editor'),
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: ROLES.map((r) => ({ label: r === 'admin' ? 'Admin' : 'Editor', value: r })),
      // Only admins hand out roles; an editor cannot promote themselves.
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Admins manage users and settings; editors manage content, forms and entries.' },
    },
  ],
}
