import { describe, expect, it } from 'vitest'

import { staffPasswordRuleText, staffPasswordStrength } from './staff-strength'

describe('staffPasswordStrength', () => {
  it('states the 12-character rule', () => {
    expect(staffPasswordRuleText).toBe('At least 12 characters.')
  })

  it('calls anything under 12 characters very weak, even a high score', () => {
    const s = staffPasswordStrength('Xq7!vR2#kp', 4)
    expect(s).toMatchObject({ strength: 'short', text: 'Very weak', longEnough: false, length: 10, bars: 1 })
  })

  it('counts characters, not UTF-16 units', () => {
    expect(staffPasswordStrength('🔒'.repeat(11), 4)?.longEnough).toBe(false)
    expect(staffPasswordStrength('🔒'.repeat(12), 4)?.longEnough).toBe(true)
  })

  it('rates a long password by its score', () => {
    expect(staffPasswordStrength('password1234', 0)).toMatchObject({ strength: 'bad', text: 'Weak', bars: 2 })
    expect(staffPasswordStrength('paging-system', 2)).toMatchObject({ strength: 'good', text: 'Medium', bars: 3 })
    expect(staffPasswordStrength('Oproep-zomer-Bakfiets-97!', 4)).toMatchObject({ strength: 'strong', text: 'Strong', bars: 4 })
  })

  it('is blank when empty and a mismatch when the confirmation differs', () => {
    expect(staffPasswordStrength('', 0)?.strength).toBe('blank')
    expect(staffPasswordStrength('Oproep-zomer-Bakfiets-97!', 4, 'other')?.strength).toBe('mismatch')
  })

  it('waits for the score before rating a long password', () => {
    expect(staffPasswordStrength('Oproep-zomer-Bakfiets-97!', undefined)).toBeNull()
    expect(staffPasswordStrength('short', undefined)?.strength).toBe('short')
  })
})
