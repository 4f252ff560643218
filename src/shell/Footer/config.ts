import type { GlobalConfig } from 'payload'

import { isStaff, siteContent } from '../../access/roles'
import { invalidate } from '../../features/cache/invalidate'
import { tags } from '../../features/cache/tags'
import { linkField } from '../../fields/link'
import { SOCIAL_PLATFORMS } from './social'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: siteContent, update: isStaff },
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'links', type: 'array', fields: linkField().fields },
      ],
    },
    { name: 'legalLinks', type: 'array', fields: linkField().fields },
    {
      name: 'social',
      label: 'Social links',
      type: 'array',
      maxRows: 8,
      labels: { singular: 'Social link', plural: 'Social links' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'platform',
              type: 'select',
              required: true,
              options: Object.entries(SOCIAL_PLATFORMS).map(([value, label]) => ({ value, label })),
              admin: { width: '35%' },
            },
            {
              name: 'url',
              label: 'Profile address',
              type: 'text',
              required: true,
              admin: { width: '65%' },
              validate: (value: unknown) =>
                typeof value === 'string' && /^https:\/\/[^\s]+$/i.test(value.trim())
                  ? true
                  : 'Enter the full https:// address of the profile',
            },
          ],
        },
      ],
    },
    {
      name: 'note',
      type: 'textarea',
      admin: { description: 'A short line under the footer, such as the company registration.' },
    },
  ],
  hooks: { afterChange: [async ({ req }) => invalidate({ tags: [tags.global('footer')] }, req)] },
}
