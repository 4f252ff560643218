import { describe, expect, it } from 'vitest'

import { bodyLimitFor, exceedsLimit, FORM_BODY_LIMIT, SMALL_BODY_LIMIT } from './body-limit'

describe('body limits', () => {
  it('limits form posts, by ajax or posted back to a page, to 1 MB', () => {
    expect(bodyLimitFor('POST', '/next/forms/ajax', false)).toBe(FORM_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/contact', true)).toBe(FORM_BODY_LIMIT)
    expect(FORM_BODY_LIMIT.message).toBe('The submission is too large. The limit is 1 MB.')
  })

  it('limits the small public endpoints to 64 KB', () => {
    expect(bodyLimitFor('POST', '/api/antispam/v1/decode_email', false)).toBe(SMALL_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/api/analytics/collect', false)).toBe(SMALL_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/api/consent', false)).toBe(SMALL_BODY_LIMIT)
  })

  it('leaves reads, uploads and the admin API to their handlers', () => {
    expect(bodyLimitFor('GET', '/next/forms/ajax', false)).toBeNull()
    expect(bodyLimitFor('PATCH', '/next/uploads/abc', false)).toBeNull()
    expect(bodyLimitFor('POST', '/api/media', false)).toBeNull()
  })

  it('reads only a plain declared length', () => {
    expect(exceedsLimit(String(1024 * 1024 + 1), FORM_BODY_LIMIT)).toBe(true)
    expect(exceedsLimit(String(1024 * 1024), FORM_BODY_LIMIT)).toBe(false)
    expect(exceedsLimit(undefined, FORM_BODY_LIMIT)).toBe(false)
    expect(exceedsLimit('12, 12', FORM_BODY_LIMIT)).toBe(false)
  })
})
