import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { PROGRAM_NODE_FLAGS } from './node-flags'

/**
 * Where the site runs from: the checkout (TypeScript under src/, run through tsx) or the built
 * artefact `dist/` (this module compiled into dist/server/, see src/server/cli/build.ts). Both
 * hold a package.json at their top, the nearest one above this file.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`)
  }
}

const here = fileURLToPath(import.meta.url)

export const appRoot = findRoot(path.dirname(here))

/** True in the built artefact: its programs are JavaScript and need no TypeScript loader. */
export const compiled = here.endsWith('.mjs')

export type CliName = 'setup' | 'backup' | 'restore'

/** The `node` arguments that run one of the site's command-line programs, in either form. */
export function cliArgs(name: CliName, ...args: string[]): string[] {
  return compiled
    ? [...PROGRAM_NODE_FLAGS, path.join(appRoot, 'server', `${name}.mjs`), ...args]
    : [...PROGRAM_NODE_FLAGS, '--import', 'tsx', path.join(appRoot, 'src/server/cli', `${name}.ts`), ...args]
}
