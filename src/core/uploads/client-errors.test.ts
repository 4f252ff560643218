import { describe, expect, it } from 'vitest'

import { finishedUpload, uploadFailureText } from './client-errors'

const body = (code: string, message: string) => JSON.stringify({ status: 'error', error: { code, message } })

describe('upload failure texts', () => {
  it('follow GF for each kind of failure', () => {
    expect(uploadFailureText('a.pdf', { status: 500, body: body('storage', 'x') }, [])).toBe(
      'a.pdf - There was a problem while saving the file on the server',
    )
    expect(uploadFailureText('a.pdf', { status: 413, body: body('size', 'File exceeds size limit') }, [])).toBe(
      'a.pdf - File exceeds size limit',
    )
    expect(uploadFailureText('a.gif', { status: 415, body: body('type', '') }, ['pdf'])).toBe(
      'a.gif - This type of file is not allowed. Must be one of the following: pdf',
    )
    expect(uploadFailureText('a.pdf', { status: 409, body: body('count', '') }, [])).toBe('Maximum number of files reached')
    expect(
      uploadFailureText('a.pdf', { status: 415, body: body('content', 'The contents of the file do not match its type.') }, []),
    ).toBe('Error: content, Message: The contents of the file do not match its type., File: a.pdf')
    expect(uploadFailureText('a.pdf', { status: 404, body: 'Not found\n' }, [])).toBe(
      'Error: 404, Message: Not found, File: a.pdf',
    )
    expect(uploadFailureText('a.pdf', { message: 'offline' }, [])).toBe('Error: network, Message: offline, File: a.pdf')
  })

  it('say unknown error when the final answer is not ok', () => {
    expect(finishedUpload('a.pdf', JSON.stringify({ status: 'ok', data: { uploaded_filename: 'a.pdf' } }))).toEqual({
      ok: true,
      name: 'a.pdf',
    })
    expect(finishedUpload('a.pdf', '')).toEqual({ ok: false, text: 'unknown error: a.pdf' })
    expect(finishedUpload('a.pdf', JSON.stringify({ status: 'error' }))).toEqual({ ok: false, text: 'unknown error: a.pdf' })
  })
})
