import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { LEXICAL_HOOKS_FILE, LEXICAL_PRODUCTION_HOOKS, PROGRAM_NODE_FLAGS, programEntry } from './node-flags'

const dir = mkdtempSync(path.join(os.tmpdir(), 'site-node-flags-'))
mkdirSync(path.join(dir, 'main'))
// A stand-in program: says how it was started, and ends with the code it was asked for.
writeFileSync(
  path.join(dir, 'main', 'probe.mjs'),
  `console.log(JSON.stringify({ execArgv: process.execArgv, args: process.argv.slice(2), env: process.env.NODE_ENV }))\n` +
    `process.exitCode = Number(process.argv[2] ?? 0)\n`,
)

// Where Lexical's packages resolve, beside the checkout's packages.
symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
writeFileSync(path.join(dir, LEXICAL_HOOKS_FILE), LEXICAL_PRODUCTION_HOOKS)
writeFileSync(
  path.join(dir, 'main', 'resolves.mjs'),
  `console.log(JSON.stringify({ execArgv: process.execArgv, args: [import.meta.resolve('lexical'), import.meta.resolve('@lexical/html'), import.meta.resolve('react')], env: process.env.NODE_ENV }))\n`,
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

  it('starts the serving program with Lexical’s packages, and only those, in their production build', () => {
    const { status, seen } = run(programEntry('resolves', [], { hooks: LEXICAL_HOOKS_FILE }), [], [])
    expect(status).toBe(0)
    expect(seen.execArgv).toEqual([])
    const [lexical, html, react] = seen.args
    expect(lexical).toMatch(/\/lexical\/dist\/Lexical\.prod\.mjs$/)
    expect(html).toMatch(/\/@lexical\/html\/dist\/LexicalHtml\.prod\.mjs$/)
    expect(react).toMatch(/\/react\/index\.js$/)
    // Without the hooks, the shim with the top-level await the hooks are there to avoid.
    expect(run(programEntry('resolves', []), [], []).seen.args[0]).toMatch(/\/lexical\/dist\/Lexical\.node\.mjs$/)
  })
})
