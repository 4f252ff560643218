import { describe, expect, it } from 'vitest'

import { containsEmail, isCheckableEmail, mailtoAddress, maskEmail, protectedLabel, splitEmails } from './emails'

describe('addresses the e-mail checks are asked about', () => {
  it('are text, an at sign, text, a dot and text, without spaces (spec section 5)', () => {
    expect(isCheckableEmail('anna@brasserie-noord.example')).toBe(true)
    expect(isCheckableEmail('a@b.c')).toBe(true)
    expect(isCheckableEmail('anna@brasserie')).toBe(false)
    expect(isCheckableEmail('anna brasserie@noord.example')).toBe(false)
    expect(isCheckableEmail('@noord.example')).toBe(false)
    expect(isCheckableEmail('anna@.example')).toBe(false)
    expect(isCheckableEmail('anna@noord.')).toBe(false)
    expect(isCheckableEmail(`${'a'.repeat(320)}@b.c`)).toBe(false)
  })
})

describe('protected e-mail text', () => {
  it('splits addresses out of running text', () => {
    expect(splitEmails('Mail info@oproep.example or support@oproep.example.')).toEqual([
      { kind: 'text', text: 'Mail ' },
      { kind: 'email', email: 'info@oproep.example' },
      { kind: 'text', text: ' or ' },
      { kind: 'email', email: 'support@oproep.example' },
      { kind: 'text', text: '.' },
    ])
    expect(splitEmails('No address here, just @oproepsystems')).toEqual([
      { kind: 'text', text: 'No address here, just @oproepsystems' },
    ])
    expect(containsEmail('a jan.de-vries+x@mail.zorg.example b')).toBe(true)
    expect(containsEmail('@handle')).toBe(false)
  })

  it('reads mailto links', () => {
    expect(mailtoAddress('mailto:info@oproep.example')).toBe('info@oproep.example')
    expect(mailtoAddress('MAILTO:info%40oproep.example?subject=Hi')).toBe('info@oproep.example')
    expect(mailtoAddress('https://oproep.example')).toBeNull()
    expect(mailtoAddress('mailto:nonsense')).toBeNull()
  })

  it('masks without the address or its at sign', () => {
    const masked = maskEmail('info@oproep.example')
    expect(masked).toBe('i••• at o•••.example')
    expect(masked).not.toContain('@')
    expect(containsEmail(masked)).toBe(false)
  })

  it('names the link for screen readers', () => {
    expect(protectedLabel()).toMatch(/^E-mail address hidden from robots/)
    expect(protectedLabel('E-mail us')).toMatch(/^E-mail us \(e-mail address hidden/)
  })
})
