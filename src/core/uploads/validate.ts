/**
 * A file upload field's files against its settings: the same checks the browser makes
 * before uploading and the server makes before storing, made again on submit over the
 * records the server vouched for.
 */
import type { FileUploadField } from '../forms/types'
import {
  UPLOAD_MESSAGES,
  allowedExtensions,
  extensionErrorText,
  isAllowedFile,
  maxFileBytes,
  maxFileCount,
  sizeErrorText,
} from './rules'
import type { UploadedFile } from './state'

/** The first problem with a field's files, as GF words it, or null. */
export function validateFiles(field: FileUploadField, files: readonly UploadedFile[]): string | null {
  if (files.length > maxFileCount(field)) return UPLOAD_MESSAGES.maxReached
  const allowed = allowedExtensions(field.allowedExtensions)
  const maxBytes = maxFileBytes(field.maxFileSize)
  for (const file of files) {
    if (!isAllowedFile(file.name, allowed)) return extensionErrorText(file.name, allowed)
    if (file.size > maxBytes) return sizeErrorText(file.name)
  }
  return null
}

export type FileCheck = { ok: true } | { ok: false; reason: 'extension' | 'size' | 'count'; message: string }

/** Whether one more file may be added to a field that holds `count` files already. */
export function checkNewFile(field: FileUploadField, file: { name: string; size: number }, count: number): FileCheck {
  if (count >= maxFileCount(field)) return { ok: false, reason: 'count', message: UPLOAD_MESSAGES.maxReached }
  const allowed = allowedExtensions(field.allowedExtensions)
  if (!isAllowedFile(file.name, allowed))
    return { ok: false, reason: 'extension', message: extensionErrorText(file.name, allowed) }
  if (file.size > maxFileBytes(field.maxFileSize)) return { ok: false, reason: 'size', message: sizeErrorText(file.name) }
  return { ok: true }
}
