import { describe, expect, it } from 'vitest'

import { makeForm } from '../forms/test-forms'
import { isPasswordHash } from './field'
import { hashPassword, passwordEntry, verifyPassword } from './hash'

describe('password hashes', () => {
  const password = 'correct horse battery staple'

  it('keeps a salted scrypt hash that never contains the password', async () => {
    const a = await hashPassword(password)
    const b = await hashPassword(password)
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(isPasswordHash(a)).toBe(true)
    // A fresh salt every time: equal passwords give different hashes.
    expect(a).not.toBe(b)
    for (const hash of [a, b]) {
      expect(hash).not.toContain(password)
      expect(hash).not.toContain(Buffer.from(password).toString('base64url'))
      expect(hash).not.toContain(Buffer.from(password).toString('hex'))
    }
  })

  it('verifies the right password only', async () => {
    const hash = await hashPassword(password)
    expect(await verifyPassword(password, hash)).toBe(true)
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false)
    expect(await verifyPassword(password, password)).toBe(false)
    expect(await verifyPassword(password, 'scrypt$99999999$8$1$abc$def')).toBe(false)
  })

  it('gives the entry a hash under the field id and never the confirmation', async () => {
    const form = makeForm([
      { type: 'text', id: 1, label: 'Company' },
      { type: 'password', id: 2, label: 'Password' },
      { type: 'password', id: 3, label: 'Optional PIN' },
    ])
    const entry = await passwordEntry(form, { '1': 'Bakker', '2': password, '2.2': password })
    expect(Object.keys(entry)).toEqual(['2'])
    expect(await verifyPassword(password, entry['2']!)).toBe(true)
    expect(JSON.stringify(entry)).not.toContain(password)
  })
})
