import { describe, expect, it } from 'vitest'

import { privateMode } from './private'

describe('privateMode', () => {
  it('takes group and other permissions from folders and files', () => {
    expect(privateMode('dir', 0o40755)).toBe(0o700)
    expect(privateMode('dir', 0o777)).toBe(0o700)
    expect(privateMode('file', 0o100644)).toBe(0o600)
    expect(privateMode('file', 0o666)).toBe(0o600)
  })
  it('leaves private ones alone, and never adds a permission', () => {
    expect(privateMode('dir', 0o700)).toBeNull()
    expect(privateMode('file', 0o600)).toBeNull()
    expect(privateMode('file', 0o400)).toBeNull()
    expect(privateMode('file', 0o755)).toBe(0o600)
    expect(privateMode('file', 0o444)).toBe(0o400)
  })
})
