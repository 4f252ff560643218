/**
 * What the browser shows when an upload fails, from what the upload endpoint answered
 * (GF's upload response: `{ status, data, error: { code, message } }`), in GF's words.
 */
import { UPLOAD_MESSAGES, extensionErrorText, sizeErrorText, unknownErrorText, uploadErrorText } from './rules'

export type UploadFailure = {
  /** The HTTP status, when the server answered. */
  status?: number
  /** The answer's body, when there was one. */
  body?: string
  /** What went wrong when there was no answer (the connection). */
  message?: string
}

type ErrorBody = { status?: unknown; error?: { code?: unknown; message?: unknown } }

function parse(body: string | undefined): ErrorBody | null {
  if (!body) return null
  try {
    const json = JSON.parse(body) as unknown
    return typeof json === 'object' && json !== null ? (json as ErrorBody) : null
  } catch {
    return null
  }
}

export function uploadFailureText(fileName: string, failure: UploadFailure, allowed: readonly string[]): string {
  const body = parse(failure.body)
  const code = typeof body?.error?.code === 'string' || typeof body?.error?.code === 'number' ? String(body.error.code) : ''
  const message = typeof body?.error?.message === 'string' ? body.error.message : ''
  if (code === 'storage' || (failure.status !== undefined && failure.status >= 500)) {
    return `${fileName} - ${UPLOAD_MESSAGES.saveFailed}`
  }
  if (code === 'size') return sizeErrorText(fileName)
  if (code === 'type') return extensionErrorText(fileName, allowed)
  if (code === 'count') return UPLOAD_MESSAGES.maxReached
  if (code) return uploadErrorText(code, message || 'The upload was refused.', fileName)
  if (failure.status !== undefined) {
    return uploadErrorText(failure.status, (failure.body ?? '').trim().slice(0, 200) || 'The upload was refused.', fileName)
  }
  return uploadErrorText('network', failure.message || 'The connection to the server was lost.', fileName)
}

/** The final answer of an upload: its file record, or the text to show when its status is not `ok`. */
export function finishedUpload(
  fileName: string,
  body: string | undefined,
): { ok: true; name: string } | { ok: false; text: string } {
  const json = parse(body) as { status?: unknown; data?: { uploaded_filename?: unknown } } | null
  if (json?.status !== 'ok') return { ok: false, text: unknownErrorText(fileName) }
  const name = typeof json.data?.uploaded_filename === 'string' ? json.data.uploaded_filename : fileName
  return { ok: true, name }
}
