import type { GlobalConfig } from 'payload'

import { isAdmin, siteContent } from '../access/roles'
import { parseHex } from '../core/consent/colors'
import { DEFAULT_BRAND_COLOUR } from '../core/notifications/layout'
import { invalidate } from '../features/cache/invalidate'
import { tags } from '../features/cache/tags'

/** The company's details, used in the header, footer, structured data and e-mails. Admins only. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: siteContent, update: isAdmin },
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: 'Website' },
    { name: 'tagline', type: 'text' },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', admin: { width: '50%' } },
        { name: 'email', type: 'email', admin: { width: '50%' } },
      ],
    },
    { name: 'address', type: 'textarea' },
    {
      name: 'notFound',
      label: 'Page not found (404)',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true, defaultValue: 'Page not found' },
        { name: 'text', type: 'richText' },
      ],
    },
    {
      name: 'emails',
      label: 'E-mails',
      type: 'group',
      admin: {
        description: 'How notification e-mails look: the logo on top, a bar in the brand colour, the company details underneath.',
      },
      fields: [
        {
          name: 'brandColour',
          label: 'Brand colour',
          type: 'text',
          defaultValue: DEFAULT_BRAND_COLOUR,
          admin: { description: 'A colour such as #0b2545. Text on it is white or black, whichever reads better.' },
          validate: (value: unknown) =>
            value === null || value === undefined || value === '' || parseHex(String(value)) !== null
              ? true
              : 'Use a colour such as #0b2545.',
        },
        {
          name: 'logo',
          label: 'E-mail logo',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description: 'A PNG or JPEG works in every mail client (SVG does not in Outlook and Gmail). Empty: the site logo.',
          },
        },
        {
          name: 'footer',
          label: 'Footer text',
          type: 'textarea',
          admin: { description: 'Shown under the company details, for example why people get these e-mails.' },
        },
      ],
    },
    {
      name: 'defaultImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shared on social media when a page has no image of its own.' },
    },
  ],
  hooks: {
    afterChange: [
      async ({ req }) => {
        await invalidate({ tags: [tags.global('site-settings')] }, req)
      },
    ],
  },
}
