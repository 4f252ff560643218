import { describe, expect, it } from 'vitest'

import { DAY_MS, expiryAction, normaliseEmail, retentionCutoff } from './retention'

describe('retentionCutoff', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it('keeps records for ever unless a policy with days is set', () => {
    expect(retentionCutoff(undefined, now)).toBeNull()
    expect(retentionCutoff({ policy: 'retain', days: 30 }, now)).toBeNull()
    expect(retentionCutoff({ policy: 'trash', days: 0 }, now)).toBeNull()
    expect(retentionCutoff({ policy: 'delete', days: 1.5 }, now)).toBeNull()
  })
  it('counts whole days back from now', () => {
    expect(retentionCutoff({ policy: 'delete', days: 30 }, now)?.toISOString()).toBe(new Date(now - 30 * DAY_MS).toISOString())
    expect(retentionCutoff({ policy: 'trash', days: 1 }, now)?.toISOString()).toBe('2026-11-22T12:00:00.000Z')
  })
})

describe('expiryAction', () => {
  it('trashes entries, deletes drafts, leaves trashed entries under a trash policy', () => {
    expect(expiryAction('trash', { trashable: true })).toBe('trash')
    expect(expiryAction('trash', { trashable: true, inTrash: true })).toBe('none')
    expect(expiryAction('trash', { trashable: false })).toBe('delete')
    expect(expiryAction('delete', { trashable: true, inTrash: true })).toBe('delete')
  })
})

describe('normaliseEmail', () => {
  it('accepts one address, in lower case', () => {
    expect(normaliseEmail('  Jan@Example.NL ')).toBe('jan@example.nl')
    expect(normaliseEmail('not an address')).toBeNull()
    expect(normaliseEmail('a@b.c, d@e.f')).toBeNull()
    expect(normaliseEmail('')).toBeNull()
  })
})
