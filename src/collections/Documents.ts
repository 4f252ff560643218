import type { CollectionConfig } from 'payload'

import { isStaff, publicFiles } from '../access/roles'
import { invalidate } from '../features/cache/invalidate'
import { tags } from '../features/cache/tags'
import { settings } from '../server/settings'
import { missingFileAnswer } from './missing-file'

/** Files visitors download: brochures, data sheets, manuals. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'] },
  access: { read: publicFiles, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: settings().documentsDir,
    handlers: [missingFileAnswer(settings().documentsDir)],
    mimeTypes: [
      'application/pdf',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    // Downloads are never shown inline, so a file cannot act as a page of the site.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', 'public, max-age=3600')
      return headers
    },
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'category',
      type: 'select',
      defaultValue: 'brochure',
      options: [
        { label: 'Brochure', value: 'brochure' },
        { label: 'Data sheet', value: 'datasheet' },
        { label: 'Manual', value: 'manual' },
        { label: 'Certificate', value: 'certificate' },
      ],
    },
  ],
  hooks: {
    afterChange: [async ({ req }) => invalidate({ tags: [tags.documents] }, req)],
    afterDelete: [async ({ req }) => invalidate({ tags: [tags.documents] }, req)],
  },
}
