import type { CollectionConfig } from 'payload'

import { isStaff } from '../access/roles'
import { isAffiliateSlug } from '../core/analytics/affiliate'

/**
 * Short links that send visitors on to a partner's address with a 302, each visit
 * counted as an affiliate click (features/affiliate/redirect.ts). One link answers at
 * both /go/<slug> and /recommend/<slug> (core/analytics/affiliate.ts): staff name it once
 * and write whichever address reads better. Link to them from pages with rel="sponsored".
 */
export const AffiliateLinks: CollectionConfig = {
  slug: 'affiliate-links',
  labels: { singular: 'Affiliate link', plural: 'Affiliate links' },
  admin: {
    group: 'Analytics',
    useAsTitle: 'label',
    defaultColumns: ['label', 'slug', 'target', 'active'],
    listSearchableFields: ['label', 'slug', 'target'],
    description:
      'Short links at /go/<slug>, also reachable as /recommend/<slug>. Every visit is counted as an affiliate click and sent on to the target address.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    {
      name: 'label',
      type: 'text',
      required: true,
      admin: { description: 'A name for the dashboard, such as “Table card printing”.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: 'The link is /go/<slug> and, the same link, /recommend/<slug>: lower-case letters, digits and hyphens.',
      },
      validate: (value: unknown) =>
        isAffiliateSlug(value) ? true : 'Use lower-case letters, digits and single hyphens, such as table-cards.',
    },
    {
      name: 'target',
      label: 'Target address',
      type: 'text',
      required: true,
      validate: (value: unknown) => {
        try {
          const url = new URL(String(value ?? '').trim())
          return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'Enter an https:// address.'
        } catch {
          return 'Enter an https:// address.'
        }
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'An inactive link answers “not found”.' },
    },
    { name: 'notes', type: 'textarea', admin: { position: 'sidebar' } },
  ],
}
