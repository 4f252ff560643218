import type { CollectionConfig, Field } from 'payload'

import { isStaff, nobody } from '../../../access/roles'

/** Daily counts of the spam decisions, written by the submission processor. Read-only for staff. */
export const AntispamStats: CollectionConfig = {
  slug: 'antispam-stats',
  labels: { singular: 'Anti-spam day', plural: 'Anti-spam by day' },
  admin: {
    group: 'Forms',
    useAsTitle: 'day',
    defaultColumns: ['day', 'allowed', 'flagged', 'blocked'],
    description: 'Form submissions per day (UTC): stored as entries, stored as spam, and blocked (nothing stored).',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  defaultSort: '-day',
  fields: [
    { name: 'day', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'allowed', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'flagged', label: 'Flagged as spam', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'blocked', type: 'number', defaultValue: 0, admin: { readOnly: true } },
  ],
}

/**
 * Event tokens and captcha tokens already used, kept until they expire so none is
 * accepted twice. The unique key makes "first use wins" atomic in the database.
 */
export const AntispamUsedTokens: CollectionConfig = {
  slug: 'antispam-used-tokens',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}

/** The entry's spam decision: the score and the reasons, for staff and for the Spam view. */
export const spamDecisionField: Field = {
  name: 'spamCheck',
  label: 'Spam check',
  type: 'group',
  admin: { readOnly: true, position: 'sidebar', description: 'How the anti-spam guard scored this submission.' },
  fields: [
    {
      name: 'decision',
      type: 'select',
      options: [
        { label: 'Allowed', value: 'allow' },
        { label: 'Flagged as spam', value: 'flag' },
      ],
    },
    { name: 'score', type: 'number' },
    { name: 'reasons', type: 'textarea' },
  ],
}
