import { describe, expect, it } from 'vitest'

import { resumeUrl } from './form-resume'

describe('resume links at the serving layer', () => {
  it('hands page addresses with a token to the resume route', () => {
    const token = 'a'.repeat(48)
    expect(resumeUrl({ method: 'GET', url: `/request-a-quote?gf_token=${token}` })).toBe(
      `/next/forms/resume?path=%2Frequest-a-quote&token=${token}`,
    )
    expect(resumeUrl({ method: 'GET', url: '/request-a-quote' })).toBeNull()
    expect(resumeUrl({ method: 'POST', url: `/x?gf_token=${token}` })).toBeNull()
    expect(resumeUrl({ method: 'GET', url: `/admin?gf_token=${token}` })).toBeNull()
    expect(resumeUrl({ method: 'GET', url: `/next/forms/ajax?gf_token=${token}` })).toBeNull()
  })
})
