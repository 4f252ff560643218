import { describe, expect, it } from 'vitest'

import { keptSecret, shownSecret } from './secrets'

describe('write-only secrets', () => {
  it('are shown only to the site itself', () => {
    expect(shownSecret('s3cret', false)).toBe('')
    expect(shownSecret('s3cret', undefined)).toBe('')
    expect(shownSecret('s3cret', true)).toBe('s3cret')
    expect(shownSecret(null, false)).toBeNull()
  })

  it('keep the stored value on a blank save and take a new one', () => {
    expect(keptSecret('', 'stored')).toBe('stored')
    expect(keptSecret('   ', 'stored')).toBe('stored')
    expect(keptSecret(undefined, 'stored')).toBe('stored')
    expect(keptSecret(null, 'stored')).toBe('stored')
    expect(keptSecret('new', 'stored')).toBe('new')
  })
})
