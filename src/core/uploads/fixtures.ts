/**
 * The demo quote form with what uploads and drafts add to it: a floor-plan upload on the
 * "Your needs" page (pdf, jpg, png; at most 10 MB and 3 files) and save and continue.
 * Kept beside the engine's fixture rather than in it, so the engine's own tests stay as
 * they are; the seed uses this one.
 */
import type { FileUploadField, Form } from '../forms/types'

export const FLOOR_PLANS_FIELD: FileUploadField = {
  type: 'fileupload',
  id: 40,
  label: 'Floor plans',
  description: 'A plan of each floor helps us place transmitters and repeaters. PDF or photos.',
  multipleFiles: true,
  maxFiles: 3,
  maxFileSize: 10,
  allowedExtensions: 'pdf, jpg, png',
}

/** `form` with the floor-plan upload after field `afterFieldId`, and save and continue on. */
export function withUploadsAndSave(form: Form, afterFieldId: number): Form {
  const at = form.fields.findIndex((f) => f.id === afterFieldId)
  const fields = [...form.fields]
  fields.splice(at < 0 ? fields.length : at + 1, 0, FLOOR_PLANS_FIELD)
  return { ...form, fields, settings: { ...form.settings, save: { enabled: true, buttonText: 'Save and Continue Later' } } }
}
