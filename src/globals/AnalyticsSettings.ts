import type { GlobalConfig } from 'payload'

import { isAdmin, isStaff } from '../access/roles'
import { DEFAULT_DOWNLOAD_EXTENSIONS, DEFAULT_INBOUND_PATHS, normaliseHost, parseExtensions } from '../core/analytics/classify'
import { invalidate } from '../features/cache/invalidate'
import { tags } from '../features/cache/tags'

export const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/

/**
 * Click analytics (spec section 3): what counts as a download or an affiliate
 * link, which other hostnames are this site, hash tracking, and the Google
 * Analytics measurement id used after a visitor's analytics consent.
 */
export const AnalyticsSettings: GlobalConfig = {
  slug: 'analytics-settings',
  label: 'Analytics settings',
  admin: { group: 'Settings' },
  access: { read: isStaff, update: isAdmin },
  fields: [
    {
      name: 'scriptEvents',
      label: 'Track link clicks (script events tracking)',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Downloads, telephone and e-mail links, outbound, affiliate and cross-hostname links are counted when clicked. Visits to /go/ and /recommend/ links are counted either way.',
      },
    },
    {
      name: 'downloadExtensions',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_DOWNLOAD_EXTENSIONS.join(', '),
      admin: { description: 'Links to files with these extensions count as downloads, separated by commas.' },
      validate: (value: unknown) =>
        typeof value === 'string' && parseExtensions(value).length > 0 ? true : 'List at least one extension, such as pdf, zip.',
    },
    {
      name: 'inboundPaths',
      label: 'Inbound paths',
      type: 'array',
      labels: { singular: 'Inbound path', plural: 'Inbound paths' },
      defaultValue: DEFAULT_INBOUND_PATHS.map((p) => ({ ...p })),
      admin: {
        description:
          'Links within the site whose path begins with one of these count as affiliate clicks, under the label given (the dashboard groups them by it).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'path',
              type: 'text',
              required: true,
              admin: { width: '50%' },
              validate: (value: unknown) =>
                typeof value === 'string' && /^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*\/$/.test(value.trim())
                  ? true
                  : 'A path that begins and ends with /, such as /go/.',
            },
            { name: 'label', type: 'text', required: true, defaultValue: 'affiliate', admin: { width: '50%' } },
          ],
        },
      ],
    },
    {
      name: 'homeUrl',
      label: 'Home URL',
      type: 'text',
      admin: {
        description:
          'The site’s main address, when visitors reach it under another name than the server’s (for example https://www.oproep.example). Links to it are internal.',
      },
      validate: (value: unknown) => {
        if (value === null || value === undefined || String(value).trim() === '') return true
        try {
          const url = new URL(String(value).trim())
          return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'Enter an https:// address.'
        } catch {
          return 'Enter an https:// address.'
        }
      },
    },
    {
      name: 'crossHostnames',
      label: 'Other hostnames of this site',
      type: 'text',
      admin: {
        description:
          'Separated by commas, such as shop.oproep.example: links there count as cross-hostname clicks, not as leaving the site.',
      },
      validate: (value: unknown) => {
        const list = String(value ?? '')
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean)
        return list.every((h) => normaliseHost(h)) ? true : 'Enter hostnames such as shop.oproep.example, separated by commas.'
      },
    },
    {
      name: 'hashTracking',
      label: 'Count hash changes as page views',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'For pages whose sections are reached by #addresses.' },
    },
    {
      name: 'measurementId',
      label: 'Google Analytics measurement id',
      type: 'text',
      admin: {
        description:
          'Such as G-XXXXXXX. Google Analytics then loads only for visitors who accept analytics cookies, with Consent Mode denied until they do. Leave empty to use the site’s own statistics only.',
      },
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || MEASUREMENT_ID.test(String(value).trim())
          ? true
          : 'A measurement id looks like G-XXXXXXX.',
    },
    {
      name: 'retentionDays',
      label: 'Keep events for (days)',
      type: 'number',
      required: true,
      defaultValue: 425,
      min: 30,
      max: 3650,
      admin: { description: 'Older events are deleted; about 14 months lets you compare a month with the year before.' },
    },
  ],
  hooks: { afterChange: [async ({ req }) => invalidate({ tags: [tags.global('analytics-settings')] }, req)] },
}
