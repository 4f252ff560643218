import { describe, expect, it } from 'vitest'

import { meetsMinimum, passwordStrength } from './strength'

describe('passwordStrength', () => {
  it('reports blank, short, bad, good, strong and mismatch', () => {
    expect(passwordStrength('', 4)).toBe('blank')
    expect(passwordStrength('abc', 4)).toBe('short')
    expect(passwordStrength('😀😀😀', 4)).toBe('short')
    expect(passwordStrength('password', 0)).toBe('bad')
    expect(passwordStrength('password1', 1)).toBe('bad')
    expect(passwordStrength('Tr0mbone-lamp', 2)).toBe('good')
    expect(passwordStrength('Tr0mbone-lamp', 3)).toBe('good')
    expect(passwordStrength('correct horse battery staple', 4)).toBe('strong')
    expect(passwordStrength('correct horse battery staple', 4, 'correct horse battery stapl')).toBe('mismatch')
    expect(passwordStrength('abc', 0, 'abd')).toBe('mismatch')
    // The confirmation not typed yet is no mismatch.
    expect(passwordStrength('correct horse battery staple', 4, '')).toBe('strong')
  })
  it('checks the minimum strength', () => {
    expect(meetsMinimum('strong', 'good')).toBe(true)
    expect(meetsMinimum('good', 'good')).toBe(true)
    expect(meetsMinimum('bad', 'good')).toBe(false)
    expect(meetsMinimum('short', undefined)).toBe(true)
    expect(meetsMinimum('mismatch', undefined)).toBe(false)
    expect(meetsMinimum('blank', 'short')).toBe(false)
  })
})
