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
  // shape is unchanged), with every array's rows folded and named by their content, so the whole
  // footer reads on one screen.
  fields: [
    {
      type: 'collapsible',
      label: 'Link columns',
      admin: { description: 'Up to four columns, each a heading over its links.' },
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
      admin: { description: 'Icons under the company details, after "Follow us".' },
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
      label: 'Bottom line',
      admin: { description: 'The line at the very bottom of every page: a short note, then the legal links.' },
      fields: [
        {
          name: 'note',
          type: 'textarea',
          admin: { description: 'A short line, such as the company registration.', rows: 2 },
        },
        {
          name: 'legalLinks',
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
