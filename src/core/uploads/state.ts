/**
 * The uploaded-files state: GF's `gform_uploaded_files` hidden input, JSON keyed by input
 * name (`{"input_5": [{ "id", "name", "size", "percent" }]}`), a list of file records per
 * field. It carries the files a visitor has uploaded across pages, validation errors, the
 * postback and save and continue. The browser writes it; the server reads it as a claim
 * only and replaces every record with what its own upload store says.
 */

/** One uploaded file: the upload's id (random, from the server), its name and size; percent is 100 once uploaded. */
export type UploadedFile = { id: string; name: string; size: number; percent?: number }

export type UploadedFilesState = Record<string, UploadedFile[]>

export const UPLOADED_FILES_INPUT = 'gform_uploaded_files'

/** Upload ids are 32 lowercase hex characters (128 random bits). */
export const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/

const MAX_FILES_PER_FIELD = 100
const MAX_STATE_LENGTH = 64 * 1024

/** A file name as it may be shown and stored: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .trim()
  return base.length > 255 ? base.slice(base.length - 255) : base
}

function readFile(raw: unknown): UploadedFile | null {
  if (typeof raw !== 'object' || raw === null) return null
  const r = raw as Record<string, unknown>
  const id = typeof r.id === 'string' ? r.id : ''
  const name = typeof r.name === 'string' ? cleanFileName(r.name) : ''
  const size = typeof r.size === 'number' && Number.isSafeInteger(r.size) && r.size >= 0 ? r.size : -1
  if (!UPLOAD_ID_PATTERN.test(id) || !name || size < 0) return null
  return { id, name, size, percent: 100 }
}

/** Reads the hidden input's JSON; anything malformed is left out (never an error). */
export function parseUploadedFiles(json: string | undefined): UploadedFilesState {
  const state: UploadedFilesState = {}
  if (!json || json.length > MAX_STATE_LENGTH) return state
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return state
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return state
  for (const [key, list] of Object.entries(parsed as Record<string, unknown>)) {
    if (!/^input_\d{1,9}$/.test(key) || !Array.isArray(list)) continue
    const seen = new Set<string>()
    const files: UploadedFile[] = []
    for (const raw of list.slice(0, MAX_FILES_PER_FIELD)) {
      const file = readFile(raw)
      if (file && !seen.has(file.id)) {
        seen.add(file.id)
        files.push(file)
      }
    }
    if (files.length) state[key] = files
  }
  return state
}

export function serializeUploadedFiles(state: UploadedFilesState): string {
  const out: UploadedFilesState = {}
  for (const [key, files] of Object.entries(state)) {
    if (files.length) out[key] = files.map((f) => ({ id: f.id, name: f.name, size: f.size, percent: 100 }))
  }
  return Object.keys(out).length ? JSON.stringify(out) : ''
}

/** A field's files as the engine keeps them in `Values` (a JSON list), and back. */
export function filesValue(files: readonly UploadedFile[]): string {
  return files.length ? JSON.stringify(files.map((f) => ({ id: f.id, name: f.name, size: f.size }))) : ''
}

export function filesOf(value: string | undefined): UploadedFile[] {
  if (!value) return []
  const state = parseUploadedFiles(JSON.stringify({ input_0: safeJson(value) }))
  return state.input_0 ?? []
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
