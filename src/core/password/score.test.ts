import { describe, expect, it } from 'vitest'

import { scorePassword } from './score'
import { meetsMinimum, passwordStrength } from './strength'

/** What the server decides for a password, as validate.ts asks it. */
const strengthOf = (password: string, confirm?: string) => passwordStrength(password, scorePassword(password), confirm)

describe('scorePassword (zxcvbn-ts with the common and English dictionaries)', () => {
  it('scores dictionary words and common passwords low, long unusual ones high', () => {
    expect(scorePassword('')).toBe(0)
    expect(scorePassword('password')).toBe(0)
    expect(scorePassword('password1')).toBeLessThanOrEqual(1)
    expect(scorePassword('correct horse battery staple')).toBe(4)
    expect(scorePassword('Kw4rtel-Sn33uw-Lamp!')).toBe(4)
  })

  it('gives the states the meter shows', () => {
    expect(strengthOf('')).toBe('blank')
    expect(strengthOf('abc')).toBe('short')
    expect(strengthOf('password')).toBe('bad')
    expect(strengthOf('Tr0mbone-lamp')).toBe('good')
    expect(strengthOf('correct horse battery staple')).toBe('strong')
    expect(strengthOf('correct horse battery staple', 'correct horse')).toBe('mismatch')
  })

  it('holds the minimum the way the server applies it', () => {
    expect(meetsMinimum(strengthOf('password1'), 'good')).toBe(false)
    expect(meetsMinimum(strengthOf('Tr0mbone-lamp'), 'good')).toBe(true)
    expect(meetsMinimum(strengthOf('Tr0mbone-lamp'), 'strong')).toBe(false)
  })

  it('copes with very long input', () => {
    expect(scorePassword('a'.repeat(10_000))).toBeGreaterThanOrEqual(0)
  })
})
