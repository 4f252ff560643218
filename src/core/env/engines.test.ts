import { readFileSync } from 'node:fs'
import path from 'node:path'

import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>

describe('package.json engines', () => {
  it('names only Node.js versions every package the site runs on accepts', () => {
    const ours = (read('package.json').engines as { node: string }).node
    type Locked = { dev?: boolean; engines?: { node?: string }; os?: string[]; cpu?: string[] }
    const lock = read('package-lock.json') as { packages: Record<string, Locked> }
    // A platform's own build (sharp's for 32-bit Windows, say) is installed on that platform only.
    const elsewhere = (p: Locked) => (p.os && !p.os.includes(process.platform)) || (p.cpu && !p.cpu.includes(process.arch))
    const refusing = Object.entries(lock.packages)
      .filter(([name, p]) => name !== '' && !p.dev && !elsewhere(p) && typeof p.engines?.node === 'string')
      .filter(([, p]) => semver.validRange(p.engines!.node!) && !semver.subset(ours, p.engines!.node!))
      .map(([name, p]) => `${name.replace(/^.*node_modules\//, '')} wants ${p.engines!.node}`)
    expect(refusing).toEqual([])
    // This machine's Node.js is one of them (the tests run on it).
    expect(semver.satisfies(process.versions.node, ours)).toBe(true)
  })
})
