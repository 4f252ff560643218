import { describe, expect, it } from 'vitest'

import type { Form } from '../forms/types'
import { readValues, toPairs } from '../forms/values'
import { validateField } from '../forms/validate'
import { cleanFileName, filesOf, parseUploadedFiles, serializeUploadedFiles } from './state'
import { checkNewFile, validateFiles } from './validate'

const ID = 'a'.repeat(32)
const ID2 = 'b'.repeat(32)

const form: Form = {
  id: 4,
  title: 'Quote',
  fields: [
    { id: 1, type: 'text', label: 'Name' },
    {
      id: 2,
      type: 'fileupload',
      label: 'Floor plans',
      multipleFiles: true,
      maxFiles: 2,
      maxFileSize: 1,
      allowedExtensions: 'pdf,png',
      isRequired: true,
    },
  ],
  button: { text: 'Send' },
  confirmations: [],
  notifications: [],
  settings: { enableHoneypot: false, requireLogin: false },
}
const field = form.fields[1] as Extract<Form['fields'][number], { type: 'fileupload' }>

describe('uploaded-files state', () => {
  it('reads well-formed records only, keyed by input name', () => {
    const json = JSON.stringify({
      input_2: [
        { id: ID, name: '../../etc/plan.pdf', size: 10, percent: 100 },
        { id: 'short', name: 'x.pdf', size: 1 },
        { id: ID, name: 'again.pdf', size: 1 },
        { id: ID2, name: 'b.png', size: -1 },
      ],
      other: [{ id: ID2, name: 'b.png', size: 2 }],
    })
    expect(parseUploadedFiles(json)).toEqual({ input_2: [{ id: ID, name: 'plan.pdf', size: 10, percent: 100 }] })
    expect(parseUploadedFiles('not json')).toEqual({})
    expect(parseUploadedFiles('[1]')).toEqual({})
  })

  it('goes through readValues and toPairs unchanged', () => {
    const state = serializeUploadedFiles({ input_2: [{ id: ID, name: 'plan.pdf', size: 10 }] })
    const { values } = readValues(form, [
      ['input_1', 'Ann'],
      ['input_2', 'ignored'],
      ['gform_uploaded_files', state],
    ])
    expect(filesOf(values['2'] as string)).toEqual([{ id: ID, name: 'plan.pdf', size: 10, percent: 100 }])
    expect(toPairs(form, values)).toContainEqual(['gform_uploaded_files', state])
  })

  it('cleans file names', () => {
    expect(cleanFileName('C:\\Users\\me\\plan<1>.pdf')).toBe('plan1.pdf')
    expect(cleanFileName('a\u0000b.pdf')).toBe('ab.pdf')
  })
})

describe('validate files', () => {
  it('checks count, type and size, and required', () => {
    expect(validateFiles(field, [{ id: ID, name: 'a.pdf', size: 10 }])).toBeNull()
    expect(validateFiles(field, [{ id: ID, name: 'a.gif', size: 10 }])).toBe(
      'a.gif - This type of file is not allowed. Must be one of the following: pdf, png',
    )
    expect(validateFiles(field, [{ id: ID, name: 'a.pdf', size: 2 * 1024 * 1024 }])).toBe('a.pdf - File exceeds size limit')
    expect(
      validateFiles(field, [
        { id: ID, name: 'a.pdf', size: 1 },
        { id: ID2, name: 'b.pdf', size: 1 },
        { id: 'c'.repeat(32), name: 'c.pdf', size: 1 },
      ]),
    ).toBe('Maximum number of files reached')
    expect(validateField(field, {})?.message).toBe('This field is required.')
    expect(checkNewFile(field, { name: 'x.pdf', size: 1 }, 2)).toMatchObject({ ok: false, reason: 'count' })
    expect(checkNewFile(field, { name: 'x.exe', size: 1 }, 0)).toMatchObject({ ok: false, reason: 'extension' })
    expect(checkNewFile(field, { name: 'x.pdf', size: 1 }, 0)).toEqual({ ok: true })
  })
})
