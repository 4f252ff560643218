import { ValidationError, type CollectionConfig } from 'payload'

import { adminOrSelf, hasRole, isAdmin, isAdminField, ROLES } from '../access/roles'
import { staffPasswordProblem } from '../core/accounts/login-delay'
import { accountEndpoints } from '../server/accounts'
import { settings } from '../server/settings'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Settings' },
  auth: {
    // Payload's lockout shut an account for everyone, so anyone could lock the admin out. Wrong
    // passwords are slowed down per (account, address) instead, by the sign-in route (server/accounts.ts).
    maxLoginAttempts: 0,
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
  endpoints: accountEndpoints,
  hooks: {
    beforeOperation: [
      // Every way a password is set: a new user, a change under Account, a reset, the first admin.
      ({ args, operation }) => {
        if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
        const password = (args as { data?: { password?: unknown } }).data?.password
        const problem = password === '' ? null : staffPasswordProblem(password)
        if (!problem) return args
        const error = new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }] })
        // The admin shows the error's own message as its toast: the rule itself, since the Account
        // screen folds the password fields away on saving, and their field error with them.
        error.message = problem
        throw error
      },
    ],
  },
  fields: [
    // Directly under Payload's new password fields (they come before the collection's fields):
    // the strength meter with the 12-character rule, shown only while a password is being set.
    {
      name: 'passwordStrength',
      type: 'ui',
      admin: { components: { Field: '/features/accounts/admin/StaffPasswordMeter#StaffPasswordMeter' } },
    },
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
