import { describe, expect, it } from 'vitest'

import { imageTooLarge } from './image-limits'

describe('image limits', () => {
  it('takes photos of any usual size', () => {
    expect(imageTooLarge(8000, 6000)).toBeNull()
    expect(imageTooLarge(undefined, undefined)).toBeNull()
  })

  it('refuses an image that decodes past 50 megapixels, saying why', () => {
    expect(imageTooLarge(30_000, 30_000)).toBe(
      'This image is too large: 30000 × 30000 pixels. The limit is 50 megapixels; please scale it down first.',
    )
  })
})
