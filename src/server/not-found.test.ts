import { describe, expect, it } from 'vitest'

import { NOT_FOUND_PATH, notFoundPagePath } from './not-found'

describe('notFoundPagePath', () => {
  it('names the missing form on /forms/<id>, and sends the site’s 404 page elsewhere', () => {
    expect(notFoundPagePath('/forms/999')).toBe('/next/form-not-found/999')
    expect(notFoundPagePath('/forms/999/')).toBe('/next/form-not-found/999')
    expect(notFoundPagePath('/forms/abc')).toBe(NOT_FOUND_PATH)
    expect(notFoundPagePath('/no-such-page')).toBe(NOT_FOUND_PATH)
  })
})
