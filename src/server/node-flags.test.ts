import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { PROGRAM_NODE_FLAGS, programEntry } from './node-flags'

const dir = mkdtempSync(path.join(os.tmpdir(), 'site-node-flags-'))
mkdirSync(path.join(dir, 'main'))
// A stand-in program: says how it was started, and ends with the code it was asked for.
writeFileSync(
  path.join(dir, 'main', 'probe.mjs'),
  `console.log(JSON.stringify({ execArgv: process.execArgv, args: process.argv.slice(2), env: process.env.NODE_ENV }))\n` +
    `process.exitCode = Number(process.argv[2] ?? 0)\n`,
)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

function run(entry: string, nodeArgs: string[], args: string[]) {
  writeFileSync(path.join(dir, 'probe.mjs'), entry)
  const result = spawnSync(process.execPath, [...nodeArgs, path.join(dir, 'probe.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'development' },
  })
  return { status: result.status, seen: JSON.parse(result.stdout) as { execArgv: string[]; args: string[]; env: string } }
}

describe('programEntry', () => {
  it('runs a program as production, with its flags, when started without them', () => {
    const { status, seen } = run(programEntry('probe', PROGRAM_NODE_FLAGS), [], ['3', 'backup file.tar'])
    expect(seen.execArgv).toEqual([...PROGRAM_NODE_FLAGS])
    expect(seen.args).toEqual(['3', 'backup file.tar'])
    expect(seen.env).toBe('production')
    expect(status).toBe(3)
  })

  it('runs it in the same process when the flags are there already, keeping the other node flags', () => {
    const { status, seen } = run(programEntry('probe', PROGRAM_NODE_FLAGS), [...PROGRAM_NODE_FLAGS, '--no-warnings'], ['0'])
    expect(seen.execArgv).toEqual([...PROGRAM_NODE_FLAGS, '--no-warnings'])
    expect(status).toBe(0)
  })

  it('keeps node flags given to the first run when it runs again', () => {
    const { seen } = run(programEntry('probe', PROGRAM_NODE_FLAGS), ['--no-warnings'], ['0'])
    expect(seen.execArgv).toEqual([...PROGRAM_NODE_FLAGS, '--no-warnings'])
  })

  it('needs no second run for a program without flags', () => {
    const { status, seen } = run(programEntry('probe', []), [], ['0'])
    expect(seen.execArgv).toEqual([])
    expect(seen.env).toBe('production')
    expect(status).toBe(0)
  })
})
