import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { announcePassword, PASSWORD_FILE } from './admin-password'

describe('announcePassword', () => {
  const dirs: string[] = []
  const dir = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'admin-password-'))
    dirs.push(d)
    return d
  }
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
  })

  it('shows the password on a terminal, and writes no file', () => {
    const dataDir = dir()
    const lines = announcePassword('s3cret-Generated', { terminal: true, dataDir })
    expect(lines[0]).toBe('[setup] Its generated password, shown only this once: s3cret-Generated')
    expect(() => statSync(path.join(dataDir, PASSWORD_FILE))).toThrow()
  })

  it('anywhere else, keeps it out of the output, in a file only this user can read', () => {
    const dataDir = dir()
    const lines = announcePassword('s3cret-Generated', { terminal: false, dataDir })
    expect(lines.join('\n')).not.toContain('s3cret-Generated')
    const file = path.join(dataDir, PASSWORD_FILE)
    expect(lines[0]).toBe(`[setup] Its generated password is in ${file}, readable by this user only.`)
    expect(readFileSync(file, 'utf8')).toBe('s3cret-Generated\n')
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })
})
