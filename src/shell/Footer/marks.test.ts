import { describe, expect, it } from 'vitest'

import { SOCIAL_MARKS } from './marks'
import { SOCIAL_PLATFORMS } from './social'

describe('the footer’s social marks', () => {
  it('has a mark for every platform', () => {
    expect(Object.keys(SOCIAL_MARKS).sort()).toEqual(Object.keys(SOCIAL_PLATFORMS).sort())
  })

  // Every page carries the footer's marks inline. Simple Icons' Instagram outline (1,988
  // characters) was about 1 KB of each page's compressed HTML; the longest kept is WhatsApp's.
  it.each(Object.entries(SOCIAL_MARKS))('%s is drawn in at most 1,200 characters', (_, path) => {
    expect(path.length).toBeLessThanOrEqual(1200)
    expect(path).toMatch(/^M[\d\s.,\-a-zA-Z]+$/)
  })
})
