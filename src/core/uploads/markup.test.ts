import { describe, expect, it } from 'vitest'

import type { FileUploadField } from '../forms/types'
import { uploadControl, uploadedFileItem } from './markup'
import { filesValue } from './state'

const field: FileUploadField = {
  id: 40,
  type: 'fileupload',
  label: 'Floor plans',
  multipleFiles: true,
  maxFiles: 2,
  maxFileSize: 10,
  allowedExtensions: 'pdf, jpg',
}
const render = (value = '') =>
  uploadControl({
    formId: 2,
    field,
    value,
    inputId: 'input_2_40',
    aria: { 'aria-invalid': 'false' },
    upload: { endpoint: '/next/uploads', chunkSize: 5242880 },
  })

describe('upload field markup', () => {
  it('writes GF’s multi-file structure with a labelled, disabled file input and the rules', () => {
    const html = render()
    expect(html).toContain('id="gform_multifile_upload_2_40"')
    expect(html).toContain('id="gform_drag_drop_area_2_40"')
    expect(html).toContain(
      '<input type="file" id="input_2_40" class="gform_fileupload_input" multiple accept=".pdf,.jpg" aria-invalid="false" aria-describedby="gfield_upload_rules_2_40" disabled>',
    )
    expect(html).toContain('data-upload-endpoint="/next/uploads" data-chunk-size="5242880"')
    expect(html).toContain('Accepted file types: pdf, jpg. Max. file size: 10 MB. Max. files: 2.')
    expect(html).toContain('<noscript>')
    expect(html).not.toContain('name="input_40"')
  })

  it('lists uploaded files with name, size and a delete button, escaped, and says when the field is full', () => {
    const files = [
      { id: 'a'.repeat(32), name: 'R&D plan.pdf', size: 2048 },
      { id: 'b'.repeat(32), name: 'b.jpg', size: 10 },
    ]
    const html = render(filesValue(files))
    expect(html).toContain('>R&#38;D plan.pdf</span>')
    expect(html).toContain('aria-label="Delete R&#38;D plan.pdf"')
    expect(html).toContain('Maximum number of files reached')
    expect(uploadedFileItem(files[1]!)).toBe(
      `<div id="gform_file_${'b'.repeat(32)}" class="ginput_preview" data-file-id="${'b'.repeat(32)}"><span class="gfield_fileupload_filename">b.jpg</span> <span class="gfield_fileupload_filesize">10 bytes</span> <button type="button" class="gform_delete_file gform-theme-button gform-theme-button--simple" aria-label="Delete b.jpg">Delete</button></div>`,
    )
  })
})
