/**
 * The bridge between the uploaded-files state and the engine's `Values`: each upload field
 * keeps its files as a JSON list under its field id, read from and written back to the one
 * `gform_uploaded_files` input.
 */
import type { Form } from '../forms/types'
import {
  filesOf,
  filesValue,
  parseUploadedFiles,
  serializeUploadedFiles,
  UPLOADED_FILES_INPUT,
  type UploadedFilesState,
} from './state'

type Pair = readonly [string, unknown]
type Values = Record<string, string | string[]>

/** Sets each upload field's value from the posted state (the last `gform_uploaded_files` pair). */
export function readUploadedFilesValues(form: Form, pairs: Iterable<Pair>, values: Values): void {
  const uploads = form.fields.filter((f) => f.type === 'fileupload' && f.visibility !== 'administrative')
  if (!uploads.length) return
  let raw: string | undefined
  for (const [name, value] of pairs) if (name === UPLOADED_FILES_INPUT && typeof value === 'string') raw = value
  const state = parseUploadedFiles(raw)
  for (const field of uploads) {
    const value = filesValue(state[`input_${field.id}`] ?? [])
    if (value) values[String(field.id)] = value
    else delete values[String(field.id)]
  }
}

/** The state of every upload field in `values`. */
export function uploadedFilesState(form: Form, values: Values): UploadedFilesState {
  const state: UploadedFilesState = {}
  for (const field of form.fields) {
    if (field.type !== 'fileupload') continue
    const raw = values[String(field.id)]
    const files = filesOf(typeof raw === 'string' ? raw : undefined)
    if (files.length) state[`input_${field.id}`] = files
  }
  return state
}

/** The `gform_uploaded_files` pair for `values`, or null when no field has a file. */
export function uploadedFilesPair(form: Form, values: Values): [string, string] | null {
  const json = serializeUploadedFiles(uploadedFilesState(form, values))
  return json ? [UPLOADED_FILES_INPUT, json] : null
}
