import { describe, expect, it } from 'vitest'

import { AOS_EFFECT_LABELS, AOS_EFFECTS, isAosEffect } from './effects'

describe('AOS effects', () => {
  it('labels every effect for editors', () => {
    for (const effect of AOS_EFFECTS) expect(AOS_EFFECT_LABELS[effect]).toBeTruthy()
  })
  it('knows its own names only', () => {
    expect(isAosEffect('fade-up')).toBe(true)
    expect(isAosEffect('none')).toBe(false)
    expect(isAosEffect('toString')).toBe(false)
    expect(isAosEffect(undefined)).toBe(false)
  })
})
