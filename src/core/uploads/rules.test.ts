import { describe, expect, it } from 'vitest'

import {
  allowedExtensions,
  ensureUniqueId,
  extensionErrorText,
  extensionOf,
  formatFileSize,
  isAllowedFile,
  isUniqueId,
  makeUniqueId,
  maxFileBytes,
  maxFileCount,
  rulesText,
  sizeErrorText,
  unknownErrorText,
  uploadErrorText,
  UPLOAD_MESSAGES,
} from './rules'

describe('upload rules', () => {
  it('keep GF messages word for word', () => {
    expect(UPLOAD_MESSAGES.fileExceedsLimit).toBe('File exceeds size limit')
    expect(UPLOAD_MESSAGES.invalidExtension).toBe('This type of file is not allowed.')
    expect(UPLOAD_MESSAGES.maxReached).toBe('Maximum number of files reached')
    expect(UPLOAD_MESSAGES.inProgress).toBe('Please wait for the uploading to complete')
    expect(UPLOAD_MESSAGES.saveFailed).toBe('There was a problem while saving the file on the server')
    expect(UPLOAD_MESSAGES.cancelled).toBe('Cancelled')
  })

  it('write the file name before each message', () => {
    expect(sizeErrorText('plan.pdf')).toBe('plan.pdf - File exceeds size limit')
    expect(extensionErrorText('a.gif', ['pdf', 'jpg'])).toBe(
      'a.gif - This type of file is not allowed. Must be one of the following: pdf, jpg',
    )
    expect(uploadErrorText(500, 'Broken', 'a.pdf')).toBe('Error: 500, Message: Broken, File: a.pdf')
    expect(unknownErrorText('a.pdf')).toBe('unknown error: a.pdf')
  })

  it('read extensions and never allow programs or scripts', () => {
    expect(extensionOf('Plan.Final.PDF')).toBe('pdf')
    expect(extensionOf('.htaccess')).toBe('')
    expect(extensionOf('noext')).toBe('')
    expect(allowedExtensions('pdf, .JPG;png  exe, php')).toEqual(['pdf', 'jpg', 'png'])
    expect(isAllowedFile('plan.pdf', ['pdf'])).toBe(true)
    expect(isAllowedFile('plan.php.pdf', ['pdf'])).toBe(true)
    expect(isAllowedFile('plan.pdf.php', ['pdf'])).toBe(false)
    expect(isAllowedFile('run.exe', [])).toBe(false)
    expect(isAllowedFile('page.html', [])).toBe(false)
    expect(isAllowedFile('notes.txt', [])).toBe(true)
    expect(isAllowedFile('README', [])).toBe(false)
  })

  it('limit sizes and counts', () => {
    expect(maxFileBytes(10)).toBe(10 * 1024 * 1024)
    expect(maxFileBytes(undefined, 50)).toBe(50 * 1024 * 1024)
    expect(maxFileBytes(5000, 50)).toBe(50 * 1024 * 1024)
    expect(maxFileCount({})).toBe(1)
    expect(maxFileCount({ multipleFiles: true, maxFiles: 3 })).toBe(3)
    expect(maxFileCount({ multipleFiles: true, maxFiles: 0 })).toBe(Infinity)
  })

  it('make 8-hex unique ids, kept when valid', () => {
    const id = makeUniqueId(() => new Uint8Array([0, 15, 160, 255]))
    expect(id).toBe('000fa0ff')
    expect(isUniqueId(id)).toBe(true)
    expect(isUniqueId('XYZ')).toBe(false)
    expect(ensureUniqueId('0123abcd', () => new Uint8Array(4))).toBe('0123abcd')
    expect(ensureUniqueId('', () => new Uint8Array([1, 2, 3, 4]))).toBe('01020304')
  })

  it('describe sizes and rules', () => {
    expect(formatFileSize(12)).toBe('12 bytes')
    expect(formatFileSize(2048)).toBe('2 KB')
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB')
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB')
    expect(rulesText({ allowedExtensions: 'pdf,jpg,png', maxFileSize: 10, multipleFiles: true, maxFiles: 3 })).toBe(
      'Accepted file types: pdf, jpg, png. Max. file size: 10 MB. Max. files: 3.',
    )
  })
})
