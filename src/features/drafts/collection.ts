import type { CollectionAfterDeleteHook, CollectionConfig, Payload, PayloadRequest } from 'payload'

import { isStaff, nobody } from '../../access/roles'
import { draftPairs } from '../../core/drafts/values'

/**
 * A draft's files go with it (expiry, retention, erasure, staff deleting it): the finished
 * uploads of its form and unique id that no entry took. The upload records' own hook
 * removes the stored bytes.
 */
export const dropDraftUploads: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const draft = doc as { form?: number | { id: number } | null; uniqueId?: string | null }
  const formId = draft.form && typeof draft.form === 'object' ? draft.form.id : draft.form
  if (formId) await dropUploadsOfDraft(req.payload, { formId, uniqueId: draft.uniqueId ?? '' }, req)
}

/** The finished uploads of a draft's form and unique id that no entry took, deleted with their bytes. */
export async function dropUploadsOfDraft(
  payload: Payload,
  draft: { formId: number; uniqueId: string },
  req?: Partial<PayloadRequest>,
): Promise<void> {
  if (!draft.uniqueId) return
  await payload.delete({
    collection: 'form-uploads',
    where: {
      and: [{ form: { equals: draft.formId } }, { uniqueId: { equals: draft.uniqueId } }, { status: { equals: 'complete' } }],
    },
    overrideAccess: true,
    req,
  })
}

/**
 * Forms saved with "Save and Continue Later": the values of every page, the page the
 * visitor was on and the upload id their files belong to. The resume link carries a random
 * token; only its SHA-256 hash is stored, so the table cannot be turned back into links.
 * Drafts expire (`FORM_DRAFT_DAYS`, 30 by default) and are purged; a completed submission
 * deletes its draft. A form's retention policy also deletes its drafts last saved more than
 * its number of days ago (features/privacy/retention.ts), whatever the policy: drafts have no trash.
 */
export const FormDrafts: CollectionConfig = {
  slug: 'form-drafts',
  labels: { singular: 'Saved draft', plural: 'Saved drafts' },
  admin: { group: 'Forms', defaultColumns: ['form', 'page', 'expiresAt', 'updatedAt'] },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  defaultSort: '-updatedAt',
  hooks: { afterDelete: [dropDraftUploads] },
  custom: { formRetention: { formField: 'form', dateField: 'updatedAt' } },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, index: true, admin: { readOnly: true } },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'page', type: 'number', required: true, defaultValue: 1, admin: { readOnly: true } },
    {
      name: 'values',
      type: 'json',
      required: true,
      admin: { readOnly: true },
      // An update that leaves `values` out (recording where the link was sent) gets Payload's copy
      // of the stored rows, each spread into an object: written back as is, the pairs were lost.
      hooks: { beforeChange: [({ value }) => (Array.isArray(value) ? draftPairs(value).pairs : value)] },
    },
    { name: 'uniqueId', type: 'text', admin: { readOnly: true } },
    { name: 'email', label: 'Resume link sent to', type: 'text', admin: { readOnly: true } },
    { name: 'expiresAt', type: 'date', required: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
}
