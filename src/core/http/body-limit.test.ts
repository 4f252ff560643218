import { describe, expect, it } from 'vitest'

import {
  BODY_TIMEOUT_MESSAGE,
  bodyLimitFor,
  carriesCredentials,
  exceedsLimit,
  FORM_BODY_LIMIT,
  INTERNAL_BODY_LIMIT,
  refusalFor,
  SMALL_BODY_LIMIT,
  STAFF_BODY_LIMIT,
} from './body-limit'

const staff = { signedIn: true, adminUploadMb: 100, uploadMaxFileMb: 1024 }
const visitor = { ...staff, signedIn: false }
const ajaxText = (d: unknown) => `<!-- gf:json_start -->${JSON.stringify(d)}<!-- gf:json_end -->`

describe('body limits', () => {
  it('limits form posts, by ajax or posted back to a page, to 1 MB within the body timeout', () => {
    expect(bodyLimitFor('POST', '/next/forms/ajax', false)).toBe(FORM_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/contact', true)).toBe(FORM_BODY_LIMIT)
    expect(FORM_BODY_LIMIT).toEqual({
      bytes: 1024 * 1024,
      message: 'The submission is too large. The limit is 1 MB.',
      timing: 'total',
    })
  })

  it('limits the small public endpoints, the e-mail check and signing in to 64 KB', () => {
    for (const path of [
      '/api/antispam/v1/decode_email',
      '/api/analytics/collect',
      '/api/consent',
      '/next/forms/email-check',
      '/api/users/login',
      '/api/users/forgot-password',
    ]) {
      expect(bodyLimitFor('POST', path, false, visitor), path).toBe(SMALL_BODY_LIMIT)
    }
    expect(SMALL_BODY_LIMIT.message).toBe('The request is too large. The limit is 64 KB.')
  })

  it('gives every other address a limit too, a body sent with a read included', () => {
    expect(bodyLimitFor('GET', '/next/forms/ajax', false)).toBe(SMALL_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/about', false)).toBe(SMALL_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/next/revalidate', false)).toBe(INTERNAL_BODY_LIMIT)
  })

  it('takes larger bodies on the admin and its API only from requests that carry credentials', () => {
    expect(bodyLimitFor('POST', '/api/pages', false, visitor)).toBe(SMALL_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/api/media', false, visitor)).toBe(SMALL_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/admin/collections/pages/1', false, visitor)).toBe(SMALL_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/api/pages', false, staff)).toBe(STAFF_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/admin/collections/pages/1', false, staff)).toBe(STAFF_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/api/forms/import-gravityforms', false, staff)).toBe(STAFF_BODY_LIMIT)
    const media = bodyLimitFor('PATCH', '/api/documents/4', false, { ...staff, adminUploadMb: 250 })
    expect(media).toEqual({ bytes: 250 * 1024 * 1024, message: 'The file is too large. The limit is 250 MB.', timing: 'idle' })
  })

  it('bounds resumable upload chunks by the largest file, timed by idleness', () => {
    const limit = bodyLimitFor('PATCH', '/next/uploads/abc', false, { ...staff, uploadMaxFileMb: 20 })
    expect(limit).toEqual({ bytes: 20 * 1024 * 1024, message: 'File exceeds size limit', timing: 'idle' })
  })

  it('knows a request with credentials', () => {
    expect(carriesCredentials('a=1; payload-token=eyJ', undefined)).toBe(true)
    expect(carriesCredentials(undefined, 'JWT eyJ')).toBe(true)
    expect(carriesCredentials('payload-token=; x=1', undefined)).toBe(false)
    expect(carriesCredentials('my-payload-token=1', ' ')).toBe(false)
  })

  it('reads only a plain declared length', () => {
    expect(exceedsLimit(String(1024 * 1024 + 1), FORM_BODY_LIMIT)).toBe(true)
    expect(exceedsLimit(String(1024 * 1024), FORM_BODY_LIMIT)).toBe(false)
    expect(exceedsLimit(undefined, FORM_BODY_LIMIT)).toBe(false)
    expect(exceedsLimit('12, 12', FORM_BODY_LIMIT)).toBe(false)
  })

  it('answers in the shape each caller reads', () => {
    expect(refusalFor('/next/forms/ajax', 413, 'm', ajaxText).body).toBe(
      '<!-- gf:json_start -->{"success":false,"data":"m"}<!-- gf:json_end -->',
    )
    expect(JSON.parse(refusalFor('/next/forms/email-check', 413, 'm', ajaxText).body)).toEqual({ success: false, data: 'm' })
    expect(JSON.parse(refusalFor('/next/uploads/x', 413, 'm', ajaxText).body)).toEqual({
      status: 'error',
      error: { code: '413', message: 'm' },
    })
    expect(JSON.parse(refusalFor('/api/users/login', 408, BODY_TIMEOUT_MESSAGE, ajaxText).body)).toEqual({
      errors: [{ message: BODY_TIMEOUT_MESSAGE }],
    })
    expect(refusalFor('/contact', 413, 'm', ajaxText)).toEqual({ type: 'text/plain; charset=utf-8', body: 'm' })
  })
})
