import type { CollectionConfig } from 'payload'

import { isStaff } from '../access/roles'

/**
 * Short links at /go/<slug> that send visitors on to a partner's address with a
 * 302, each visit counted as an affiliate click (app/(site)/go/[slug]/route.ts).
 * Link to them from pages with rel="sponsored".
 */
export const AffiliateLinks: CollectionConfig = {
  slug: 'affiliate-links',
  labels: { singular: 'Affiliate link', plural: 'Affiliate links' },
  admin: {
    group: 'Analytics',
    useAsTitle: 'label',
    defaultColumns: ['label', 'slug', 'target', 'active'],
    listSearchableFields: ['label', 'slug', 'target'],
    description: 'Short links at /go/<slug>. Every visit is counted as an affiliate click and sent on to the target address.',
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
      admin: { description: 'The link is /go/<slug>: lower-case letters, digits and hyphens.' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length <= 80
          ? true
          : 'Use lower-case letters, digits and single hyphens, such as table-cards.',
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
