import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../../access/roles'
import { downloadEndpoint } from './download'
import { removeStoredFile } from './records'

/**
 * Files visitors upload to forms. Each record stands for one tus upload: the bytes live in
 * the upload storage (outside any public folder, under the upload's random id), and the
 * record says which form and field it belongs to, what it is called, and whether it is
 * still uploading, complete, or attached to an entry. Only the server writes records; staff
 * read them and download the files (as attachments).
 */
export const FormUploads: CollectionConfig = {
  slug: 'form-uploads',
  labels: { singular: 'Uploaded file', plural: 'Uploaded files' },
  admin: {
    group: 'Forms',
    defaultColumns: ['name', 'size', 'form', 'status', 'entry', 'createdAt'],
    useAsTitle: 'name',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  defaultSort: '-createdAt',
  endpoints: [downloadEndpoint],
  hooks: {
    afterDelete: [({ doc }) => removeStoredFile(String((doc as { uploadId?: string }).uploadId ?? ''))],
  },
  fields: [
    { name: 'uploadId', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'name', label: 'File name', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'size', label: 'Size (bytes)', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'contentType', type: 'text', admin: { readOnly: true } },
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, index: true, admin: { readOnly: true } },
    { name: 'fieldId', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'uniqueId', type: 'text', index: true, admin: { readOnly: true } },
    {
      // A keyed hash of the sending address (an IPv6 address's /64), never the address itself:
      // the field's file count and the unclaimed files are counted per sender by it.
      name: 'owner',
      type: 'text',
      index: true,
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'uploading',
      index: true,
      options: [
        { label: 'Uploading', value: 'uploading' },
        { label: 'Complete', value: 'complete' },
        { label: 'Attached', value: 'attached' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'entry',
      type: 'relationship',
      relationTo: 'form-entries',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'keepUntil',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'A file not attached to an entry is removed after this (a saved draft keeps it longer).',
      },
    },
  ],
}
