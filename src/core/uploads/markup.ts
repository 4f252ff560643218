/**
 * A file upload field's markup, GF's multi-file structure: the drop area with a real file
 * input (labelled by the field's label, so keyboard and screen readers use the browser's
 * own picker), the rules line, a live list of messages, and the files already uploaded
 * under the field (`#gform_preview_{form}_{field}`), each with its name, size and a delete
 * button. The browser script (features/uploads/client) brings the input to life; without
 * JavaScript it stays disabled and says why, since files go through the resumable upload
 * endpoint and never inside the form's own post.
 */
import { escapeHtml as esc } from '../forms/escape'
import type { FileUploadField } from '../forms/types'
import { allowedExtensions, formatFileSize, maxFileBytes, maxFileCount, rulesText, UPLOAD_MESSAGES } from './rules'
import { filesOf, type UploadedFile } from './state'

type AttrValue = string | number | boolean | undefined | null

function attrs(list: Record<string, AttrValue>): string {
  let out = ''
  for (const [name, value] of Object.entries(list)) {
    if (value === undefined || value === null || value === false) continue
    if (value === true) out += ` ${name}`
    else if (value === '' && name !== 'value') continue
    else out += ` ${name}="${esc(String(value))}"`
  }
  return out
}

export type UploadEndpoint = { endpoint: string; chunkSize: number }

export const uploadIds = {
  container: (formId: number, fieldId: number) => `gform_multifile_upload_${formId}_${fieldId}`,
  dropArea: (formId: number, fieldId: number) => `gform_drag_drop_area_${formId}_${fieldId}`,
  browse: (formId: number, fieldId: number) => `gform_browse_button_${formId}_${fieldId}`,
  rules: (formId: number, fieldId: number) => `gfield_upload_rules_${formId}_${fieldId}`,
  messages: (formId: number, fieldId: number) => `gform_multifile_messages_${formId}_${fieldId}`,
  preview: (formId: number, fieldId: number) => `gform_preview_${formId}_${fieldId}`,
  file: (fileId: string) => `gform_file_${fileId}`,
}

/** One uploaded file in the list under its field. */
export function uploadedFileItem(file: UploadedFile): string {
  return `<div${attrs({ id: uploadIds.file(file.id), class: 'ginput_preview', 'data-file-id': file.id })}><span class="gfield_fileupload_filename">${esc(
    file.name,
  )}</span> <span class="gfield_fileupload_filesize">${esc(formatFileSize(file.size))}</span> <button${attrs({
    type: 'button',
    class: 'gform_delete_file gform-theme-button gform-theme-button--simple',
    'aria-label': `Delete ${file.name}`,
  })}>Delete</button></div>`
}

export type UploadControlOptions = {
  formId: number
  field: FileUploadField
  /** The field's value: its files as a JSON list. */
  value: string
  inputId: string
  /** ARIA attributes of the input (required, invalid, described by). */
  aria: Record<string, string | undefined>
  upload?: UploadEndpoint
}

export function uploadControl(o: UploadControlOptions): string {
  const { formId, field } = o
  const files = filesOf(o.value)
  const allowed = allowedExtensions(field.allowedExtensions)
  const max = maxFileCount(field)
  const full = files.length >= max
  const rulesId = uploadIds.rules(formId, field.id)
  const describedBy = [rulesId, o.aria['aria-describedby']].filter(Boolean).join(' ')
  const input = `<input${attrs({
    type: 'file',
    id: o.inputId,
    class: 'gform_fileupload_input',
    multiple: field.multipleFiles === true,
    accept: allowed.length ? allowed.map((e) => `.${e}`).join(',') : undefined,
    'aria-required': o.aria['aria-required'],
    'aria-invalid': o.aria['aria-invalid'],
    'aria-describedby': describedBy,
    // Enabled by the script; without it there is no way to upload.
    disabled: true,
  })}>`
  // GF's "Select files" button in place of the browser's own control, which reads "No file
  // chosen" and squeezes badly on a phone. The input stays the one labelled keyboard stop
  // (visually hidden, its focus drawn on the button); the button is for pointers, so it is
  // kept out of the tab order and hidden from screen readers, which have the input.
  const browse = `<button${attrs({
    type: 'button',
    id: uploadIds.browse(formId, field.id),
    class: 'gform_button_select_files',
    tabindex: '-1',
    'aria-hidden': 'true',
    disabled: true,
  })}>${field.multipleFiles ? 'Select files' : 'Select a file'}</button>`
  const messages =
    full && field.multipleFiles
      ? `<li class="gfield_description gform_fileupload_max_reached">${esc(UPLOAD_MESSAGES.maxReached)}</li>`
      : ''
  return `<div${attrs({
    class: 'ginput_container ginput_container_fileupload',
    'data-upload-endpoint': o.upload?.endpoint,
    'data-chunk-size': o.upload?.chunkSize,
  })}><div${attrs({
    id: uploadIds.container(formId, field.id),
    class: 'gform_fileupload_multifile',
    'data-field-id': field.id,
    'data-max-files': Number.isFinite(max) ? max : 0,
    'data-max-size': maxFileBytes(field.maxFileSize),
    'data-extensions': allowed.join(','),
    'data-multiple': field.multipleFiles ? '1' : '0',
  })}><div${attrs({ id: uploadIds.dropArea(formId, field.id), class: 'gform_drop_area' })}><span class="gform_drop_instructions">Drop files here or</span> ${input}${browse}</div></div><span${attrs(
    { class: 'gfield_description gform_fileupload_rules', id: rulesId },
  )}>${esc(rulesText(field))}</span><noscript><span class="gfield_description">Uploading files needs JavaScript. Please turn it on to add files.</span></noscript><ul${attrs(
    {
      id: uploadIds.messages(formId, field.id),
      class: 'validation_message--hidden-on-empty gform_fileupload_messages',
      'aria-live': 'assertive',
      'aria-relevant': 'additions text',
    },
  )}>${messages}</ul></div><div${attrs({
    id: uploadIds.preview(formId, field.id),
    class: 'ginput_preview_list',
  })}>${files.map(uploadedFileItem).join('')}</div>`
}
