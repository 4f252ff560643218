import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../../access/roles'

/**
 * What visitors submitted. Entries are written by the server after the form engine
 * validated them (never through the REST API); staff read and manage them.
 */
export const FormEntries: CollectionConfig = {
  slug: 'form-entries',
  labels: { singular: 'Entry', plural: 'Entries' },
  admin: {
    group: 'Forms',
    defaultColumns: ['form', 'summary', 'status', 'createdAt'],
    useAsTitle: 'summary',
    listSearchableFields: ['summary'],
  },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'active',
      index: true,
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Spam', value: 'spam' },
        { label: 'Trash', value: 'trash' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'isRead', label: 'Read', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'isStarred', label: 'Starred', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'summary',
      type: 'text',
      admin: { readOnly: true, description: 'The first few answers, for lists and search.' },
    },
    {
      name: 'values',
      type: 'json',
      required: true,
      admin: { readOnly: true, description: 'Answers by input id (5, 1.3), as the form stored them.' },
    },
    {
      name: 'meta',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'sourceUrl', label: 'Submitted on', type: 'text' },
        { name: 'userAgent', type: 'text' },
        { name: 'ip', label: 'IP address', type: 'text' },
      ],
    },
  ],
}
