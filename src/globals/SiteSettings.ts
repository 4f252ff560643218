import type { GlobalConfig } from 'payload'

import { isAdmin, siteContent } from '../access/roles'
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
      name: 'defaultImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shared on social media when a page has no image of its own.' },
    },
  ],
  hooks: { afterChange: [async ({ req }) => invalidate({ tags: [tags.global('site-settings')] }, req)] },
}
