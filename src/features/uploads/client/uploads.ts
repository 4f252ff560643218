/**
 * File upload fields in the browser: files picked or dropped start uploading at once,
 * each with a percent progress bar and a cancel button, through tus (`tus-js-client`) in
 * chunks of the site's chunk size, resuming from the last offset when the connection drops.
 * An uploaded file is listed under its field with its name, size and a delete button, and
 * recorded in the form's uploaded-files state (`gform_uploaded_files`), which the server
 * reads on every post. Checks before sending: allowed type, size, number of files. Loaded
 * only for forms with an upload field.
 */
import { Upload, type DetailedError } from 'tus-js-client'

import type { FileUploadField, Form } from '../../../core/forms/types'
import { finishedUpload, uploadFailureText } from '../../../core/uploads/client-errors'
import { uploadIds } from '../../../core/uploads/markup'
import { UPLOAD_MESSAGES, allowedExtensions, ensureUniqueId, formatFileSize, maxFileCount } from '../../../core/uploads/rules'
import { parseUploadedFiles, serializeUploadedFiles, type UploadedFile } from '../../../core/uploads/state'
import { checkNewFile } from '../../../core/uploads/validate'
import { uploadEnded, uploadStarted } from './busy'

const DEFAULT_CHUNK = 5 * 1024 * 1024
const UPLOAD_ID = /([0-9a-f]{32})$/

type FieldCtx = {
  formEl: HTMLFormElement
  formId: number
  field: FileUploadField
  root: HTMLElement
  input: HTMLInputElement
  /** GF's "Select files" button, which opens the input's picker (core/uploads/markup.ts). */
  browse: HTMLButtonElement | null
  preview: HTMLElement
  messages: HTMLElement
  endpoint: string
  chunkSize: number
  /** Uploads running in this field. */
  pending: Set<Upload>
}

function stateInput(formEl: HTMLFormElement, formId: number): HTMLInputElement {
  let input = formEl.querySelector<HTMLInputElement>(`#gform_uploaded_files_${formId}`)
  if (!input) {
    input = document.createElement('input')
    input.type = 'hidden'
    input.name = 'gform_uploaded_files'
    input.id = `gform_uploaded_files_${formId}`
    formEl.append(input)
  }
  return input
}

function filesOfField(ctx: FieldCtx): UploadedFile[] {
  return parseUploadedFiles(stateInput(ctx.formEl, ctx.formId).value)[`input_${ctx.field.id}`] ?? []
}

function writeFiles(ctx: FieldCtx, files: UploadedFile[]) {
  const input = stateInput(ctx.formEl, ctx.formId)
  const state = parseUploadedFiles(input.value)
  state[`input_${ctx.field.id}`] = files
  input.value = serializeUploadedFiles(state)
}

/** `gform_unique_id`: the id this submission's uploads carry; made on the first upload. */
function uniqueId(formEl: HTMLFormElement): string {
  let input = formEl.querySelector<HTMLInputElement>('input[name="gform_unique_id"]')
  if (!input) {
    input = document.createElement('input')
    input.type = 'hidden'
    input.name = 'gform_unique_id'
    formEl.append(input)
  }
  input.value = ensureUniqueId(input.value, (n) => crypto.getRandomValues(new Uint8Array(n)))
  return input.value
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

function addMessage(ctx: FieldCtx, text: string, className = 'gfield_description gfield_validation_message') {
  const li = el('li', className, text)
  ctx.messages.append(li)
}

function clearMessages(ctx: FieldCtx) {
  ctx.messages.replaceChildren()
}

/** Disables the picker and says so when the field holds as many files as it takes. */
function syncLimit(ctx: FieldCtx) {
  const full = filesOfField(ctx).length + ctx.pending.size >= maxFileCount(ctx.field)
  ctx.input.disabled = full
  if (ctx.browse) ctx.browse.disabled = full
  ctx.root.classList.toggle('gform_fileupload_full', full)
  const notice = ctx.messages.querySelector('.gform_fileupload_max_reached')
  if (full && !notice) addMessage(ctx, UPLOAD_MESSAGES.maxReached, 'gfield_description gform_fileupload_max_reached')
  if (!full) notice?.remove()
}

function fileItem(file: UploadedFile): HTMLElement {
  const item = el('div', 'ginput_preview')
  item.id = uploadIds.file(file.id)
  item.dataset.fileId = file.id
  const remove = el('button', 'gform_delete_file gform-theme-button gform-theme-button--simple', 'Delete')
  remove.type = 'button'
  remove.setAttribute('aria-label', `Delete ${file.name}`)
  item.append(
    el('span', 'gfield_fileupload_filename', file.name),
    document.createTextNode(' '),
    el('span', 'gfield_fileupload_filesize', formatFileSize(file.size)),
    document.createTextNode(' '),
    remove,
  )
  return item
}

function startUpload(ctx: FieldCtx, file: File) {
  const item = el('div', 'ginput_preview gfield_fileupload_uploading')
  const bar = el('span', 'gfield_fileupload_progressbar')
  bar.setAttribute('role', 'progressbar')
  bar.setAttribute('aria-valuemin', '0')
  bar.setAttribute('aria-valuemax', '100')
  bar.setAttribute('aria-valuenow', '0')
  bar.setAttribute('aria-label', `Uploading ${file.name}`)
  const fill = el('span', 'gfield_fileupload_progressbar_progress')
  fill.style.width = '0%'
  bar.append(fill)
  const percent = el('span', 'gfield_fileupload_percent', '0%')
  const cancel = el('button', 'gform_cancel_file gform-theme-button gform-theme-button--simple', 'Cancel')
  cancel.type = 'button'
  cancel.setAttribute('aria-label', `Cancel ${file.name}`)
  const progress = el('span', 'gfield_fileupload_progress')
  progress.append(bar, document.createTextNode(' '), percent)
  item.append(
    el('span', 'gfield_fileupload_filename', file.name),
    document.createTextNode(' '),
    el('span', 'gfield_fileupload_filesize', formatFileSize(file.size)),
    document.createTextNode(' '),
    progress,
    document.createTextNode(' '),
    cancel,
  )
  ctx.preview.append(item)

  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    ctx.pending.delete(upload)
    uploadEnded(ctx.formId)
    syncLimit(ctx)
  }
  const fail = (text: string) => {
    item.remove()
    finish()
    addMessage(ctx, text)
  }

  const upload = new Upload(file, {
    endpoint: ctx.endpoint,
    chunkSize: ctx.chunkSize,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    removeFingerprintOnSuccess: true,
    metadata: {
      filename: file.name,
      filetype: file.type,
      form_id: String(ctx.formId),
      field_id: String(ctx.field.id),
      gform_unique_id: uniqueId(ctx.formEl),
    },
    onProgress(sent, total) {
      const p = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0
      fill.style.width = `${p}%`
      percent.textContent = `${p}%`
      bar.setAttribute('aria-valuenow', String(p))
    },
    onSuccess({ lastResponse }) {
      const result = finishedUpload(file.name, lastResponse.getBody())
      const id = UPLOAD_ID.exec(upload.url ?? '')?.[1]
      if (!result.ok || !id) {
        fail(result.ok ? `unknown error: ${file.name}` : result.text)
        return
      }
      const record: UploadedFile = { id, name: result.name, size: file.size }
      writeFiles(ctx, [...filesOfField(ctx), record])
      item.replaceWith(fileItem(record))
      finish()
    },
    onError(error) {
      const response = (error as DetailedError).originalResponse
      const status = response?.getStatus()
      const text = uploadFailureText(
        file.name,
        response ? { status, body: response.getBody() } : { message: error.message },
        allowedExtensions(ctx.field.allowedExtensions),
      )
      // A chunk failed for good: the partial upload is removed on the server too.
      void upload.abort(true).catch(() => undefined)
      fail(text)
    },
  })

  cancel.addEventListener('click', () => {
    void upload.abort(true).catch(() => undefined)
    item.remove()
    finish()
    addMessage(ctx, UPLOAD_MESSAGES.cancelled, 'gfield_description gform_fileupload_cancelled')
    ctx.input.focus()
  })

  ctx.pending.add(upload)
  uploadStarted(ctx.formId)
  syncLimit(ctx)
  upload.start()
}

function addFiles(ctx: FieldCtx, list: FileList | File[]) {
  clearMessages(ctx)
  for (const file of Array.from(list)) {
    const check = checkNewFile(ctx.field, file, filesOfField(ctx).length + ctx.pending.size)
    if (!check.ok) {
      if (check.reason !== 'count' || !ctx.messages.querySelector('.gform_fileupload_max_reached')) addMessage(ctx, check.message)
      continue
    }
    startUpload(ctx, file)
  }
  syncLimit(ctx)
}

function deleteFile(ctx: FieldCtx, item: HTMLElement) {
  const id = item.dataset.fileId ?? ''
  writeFiles(
    ctx,
    filesOfField(ctx).filter((f) => f.id !== id),
  )
  item.remove()
  clearMessages(ctx)
  syncLimit(ctx)
  ctx.input.focus()
  // The server forgets the file too (a file already attached to an entry is kept there).
  if (/^[0-9a-f]{32}$/.test(id)) {
    void fetch(`${ctx.endpoint.replace(/\/$/, '')}/${id}`, {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0' },
      credentials: 'same-origin',
    }).catch(() => undefined)
  }
}

function enhanceField(formEl: HTMLFormElement, formId: number, field: FileUploadField) {
  const root = formEl.querySelector<HTMLElement>(`#${uploadIds.container(formId, field.id)}`)
  const container = root?.closest<HTMLElement>('.ginput_container_fileupload')
  const input = root?.querySelector<HTMLInputElement>('input[type="file"]')
  const preview = formEl.querySelector<HTMLElement>(`#${uploadIds.preview(formId, field.id)}`)
  const messages = formEl.querySelector<HTMLElement>(`#${uploadIds.messages(formId, field.id)}`)
  if (!root || !container || !input || !preview || !messages || root.dataset.enhanced === 'true') return
  root.dataset.enhanced = 'true'
  const ctx: FieldCtx = {
    formEl,
    formId,
    field,
    root,
    input,
    browse: root.querySelector<HTMLButtonElement>('.gform_button_select_files'),
    preview,
    messages,
    endpoint: new URL(container.dataset.uploadEndpoint || '/next/uploads', window.location.href).href,
    chunkSize: Number(container.dataset.chunkSize) || DEFAULT_CHUNK,
    pending: new Set(),
  }
  input.disabled = false
  syncLimit(ctx)
  ctx.browse?.addEventListener('click', () => {
    if (!input.disabled) input.click()
  })

  input.addEventListener('change', () => {
    if (input.files?.length) addFiles(ctx, input.files)
    // The same file can be picked again after it was deleted.
    input.value = ''
  })
  const area = root.querySelector<HTMLElement>('.gform_drop_area') ?? root
  area.addEventListener('dragover', (e) => {
    if (!e.dataTransfer?.types.includes('Files')) return
    e.preventDefault()
    e.dataTransfer.dropEffect = input.disabled ? 'none' : 'copy'
    area.classList.add('gform_drop_area--active')
  })
  area.addEventListener('dragleave', () => area.classList.remove('gform_drop_area--active'))
  area.addEventListener('drop', (e) => {
    e.preventDefault()
    area.classList.remove('gform_drop_area--active')
    if (input.disabled) {
      clearMessages(ctx)
      syncLimit(ctx)
      return
    }
    if (e.dataTransfer?.files.length) addFiles(ctx, e.dataTransfer.files)
  })
  preview.addEventListener('click', (e) => {
    const button = (e.target as Element).closest('.gform_delete_file')
    const item = button?.closest<HTMLElement>('.ginput_preview')
    if (button && item) deleteFile(ctx, item)
  })
}

/** Brings the upload fields of the current markup to life (again after markup is replaced). */
export function enhanceUploads(formEl: HTMLFormElement, form: Form, formId: number): void {
  for (const field of form.fields) if (field.type === 'fileupload') enhanceField(formEl, formId, field)
}
