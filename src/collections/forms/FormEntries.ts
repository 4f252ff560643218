import type { Access, CollectionConfig } from 'payload'

import { hasRole, isStaff, nobody } from '../../access/roles'
import { entryEndpoints } from '../../features/entries/endpoints'
import {
  answerColumnsField,
  dropEntryLinkedRecords,
  entryAdminFields,
  entryDetailsField,
  entryRetention,
  findEntryLinkedRecords,
  indexAnswers,
  stampNotes,
} from '../../features/entries/fields'
import { spamDecisionField } from '../../features/antispam/config/AntispamStats'

/** Staff delete entries for good only from the trash (the purge and erasure run with full access). */
const deleteFromTrash: Access = ({ req }) =>
  hasRole(req.user, 'admin') || hasRole(req.user, 'editor') ? { status: { equals: 'trash' } } : false

/** Status and read state change through the entry actions (features/entries/bulk.ts), never by saving the form. */
const throughActions = { update: () => false }

/**
 * What visitors submitted. Entries are written by the server after the form engine
 * validated them (never through the REST API); staff read and manage them.
 */
export const FormEntries: CollectionConfig = {
  slug: 'form-entries',
  labels: { singular: 'Entry', plural: 'Entries' },
  admin: {
    group: 'Forms',
    defaultColumns: ['form', 'summary', 'answerColumns', 'isStarred', 'isRead', 'status', 'createdAt'],
    useAsTitle: 'summary',
    listSearchableFields: ['summary', 'searchText'],
    // Views (inbox, unread, starred, spam, trash), date and answer filters, the column chooser,
    // bulk actions on the selected rows, CSV export, the form's figures.
    components: { beforeListTable: ['/features/entries/admin/EntryListTools#EntryListTools'] },
  },
  // Payload's own bulk delete and bulk edit would bypass the trash and the held-back
  // notifications; the list's bulk actions replace them.
  disableBulkDelete: true,
  disableBulkEdit: true,
  access: { read: isStaff, create: nobody, update: isStaff, delete: deleteFromTrash },
  // The list shows the newest first, within a form or a view (inbox, spam, trash): with these the
  // database reads the first page in order instead of sorting every entry of the form
  // (docs/PERFORMANCE.md, admin at volume).
  indexes: [{ fields: ['form', 'createdAt'] }, { fields: ['status', 'createdAt'] }],
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [stampNotes, indexAnswers],
    beforeDelete: [findEntryLinkedRecords],
    afterDelete: [dropEntryLinkedRecords],
  },
  custom: { formRetention: entryRetention },
  endpoints: entryEndpoints,
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, index: true },
    entryDetailsField,
    answerColumnsField,
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
      access: throughActions,
      admin: { position: 'sidebar' },
    },
    {
      name: 'isRead',
      label: 'Read',
      type: 'checkbox',
      defaultValue: false,
      access: throughActions,
      // Opening the entry marks it read while the page renders, after the form was filled in,
      // so the entry view shows the read state itself (with "Mark as unread") instead.
      admin: {
        position: 'sidebar',
        condition: () => false,
        components: { Cell: '/features/entries/admin/MarkToggleCell#MarkToggleCell' },
      },
    },
    {
      name: 'isStarred',
      label: 'Starred',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', components: { Cell: '/features/entries/admin/MarkToggleCell#MarkToggleCell' } },
    },
    {
      name: 'summary',
      type: 'text',
      // The list's title and search text; the entry view shows the answers themselves (EntryDetails).
      admin: { readOnly: true, description: 'The first few answers, for lists and search.', components: { Field: false } },
    },
    {
      name: 'values',
      type: 'json',
      required: true,
      // The stored form of the answers, in the code editor, for whoever needs the input ids.
      admin: { readOnly: true, description: 'Answers by input id (5, 1.3), as the form stored them.' },
    },
    {
      name: 'meta',
      type: 'group',
      // Kept and read, but shown once: the entry's details (EntryDetails) list where it was sent
      // from, the browser and the address beside the answers.
      admin: { readOnly: true, components: { Field: false } },
      fields: [
        { name: 'sourceUrl', label: 'Submitted on', type: 'text' },
        { name: 'userAgent', type: 'text' },
        { name: 'ip', label: 'IP address', type: 'text' },
      ],
    },
    ...entryAdminFields,
    spamDecisionField,
  ],
}
