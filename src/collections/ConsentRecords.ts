import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '../access/roles'
import { METHODS } from '../core/consent/decision'
import { consentEndpoints } from '../features/consent/endpoints'

/**
 * Proof of consent: one record per choice, written by the consent endpoint only.
 * A random visitor id (from the visitor's consent cookie), what was allowed, the
 * notice version and the time. No IP address, no user agent.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'Consent record', plural: 'Consent log' },
  admin: {
    group: 'Analytics',
    defaultColumns: ['createdAt', 'decision', 'analytics', 'marketing', 'youtube', 'method', 'version', 'visitorId'],
    useAsTitle: 'visitorId',
    listSearchableFields: ['visitorId'],
    description: 'Every choice made in the cookie notice, kept as proof. Retention is set under Settings › Cookie notice.',
    components: { beforeList: ['/features/consent/admin/ExportLink#ConsentExportLink'] },
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'visitorId', label: 'Visitor id', type: 'text', required: true, index: true },
    {
      name: 'decision',
      type: 'select',
      required: true,
      options: [
        { label: 'Accepted all', value: 'accepted' },
        { label: 'Refused all', value: 'refused' },
        { label: 'Partly accepted', value: 'partial' },
      ],
    },
    { name: 'analytics', type: 'checkbox', defaultValue: false },
    { name: 'marketing', type: 'checkbox', defaultValue: false },
    {
      name: 'youtube',
      label: 'YouTube alone',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'YouTube allowed with the video’s “Allow YouTube and play”, without the marketing category.' },
    },
    {
      name: 'method',
      type: 'select',
      required: true,
      options: METHODS.map((m) => ({ label: m, value: m })),
      admin: {
        description: 'How the choice was made: a button, the settings dialog, the video prompt, or Global Privacy Control.',
      },
    },
    { name: 'version', label: 'Notice version', type: 'number', required: true },
    { name: 'path', label: 'Page', type: 'text' },
  ],
  endpoints: consentEndpoints.collection,
}
