import type { GlobalConfig } from 'payload'

import { isStaff, siteContent } from '../../access/roles'
import { invalidate } from '../../features/cache/invalidate'
import { tags } from '../../features/cache/tags'
import { linkField } from '../../fields/link'
import { rowLabel } from '../../fields/row-label'
import { SOCIAL_PLATFORMS } from './social'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: siteContent, update: isStaff },
  // Three sections in the order the site shows them, each a collapsible (presentation only: the stored
  // shape is unchanged), the last two folded, and every list's rows folded and named by their
  // content, so the footer editor opens on one screen.
  fields: [
    {
      type: 'collapsible',
      label: 'Link columns',
      fields: [
        {
          name: 'columns',
          type: 'array',
          maxRows: 4,
          labels: { singular: 'Column', plural: 'Columns' },
          admin: { initCollapsed: true, components: rowLabel('footerColumn') },
          fields: [
            { name: 'heading', type: 'text', required: true },
            {
              name: 'links',
              type: 'array',
              labels: { singular: 'Link', plural: 'Links' },
              admin: { initCollapsed: true, components: rowLabel('footerLink') },
              fields: linkField().fields,
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Social links',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'social',
          label: 'Profiles',
          type: 'array',
          maxRows: 8,
          labels: { singular: 'Profile', plural: 'Profiles' },
          admin: { initCollapsed: true, components: rowLabel('socialLink') },
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
      ],
    },
    {
      type: 'collapsible',
      label: 'Note and legal links',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'note',
          type: 'textarea',
          admin: { description: 'A short line, such as the company registration.', rows: 2 },
        },
        {
          name: 'legalLinks',
          label: 'Legal links',
          type: 'array',
          labels: { singular: 'Legal link', plural: 'Legal links' },
          admin: { initCollapsed: true, components: rowLabel('legalLink') },
          fields: linkField().fields,
        },
      ],
    },
  ],
  hooks: { afterChange: [async ({ req }) => invalidate({ tags: [tags.global('footer')] }, req)] },
}
