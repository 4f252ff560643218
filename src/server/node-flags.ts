/**
 * The `node` flags the site's command-line programs (setup, backup, restore) run with, and the
 * small entry module the build writes for each program in the artefact.
 *
 * Why `--conditions=production`: Lexical's packages (lexical, @lexical/*), which Payload's rich
 * text editor loads, answer Node's `node` export condition with a shim module whose top-level
 * `await import()` picks a development or production build, and those shims import one another.
 * Node's ES module loader now and then leaves such a graph unsettled: the program exits with code
 * 13 ("unfinished top-level await") before it has run a line of its own and without a word, about
 * one start of setup in ten on a busy machine. The `production` condition names Lexical's
 * production build directly, a plain ES module without top-level await; no other package the
 * programs load has a `production` condition. tests/int/contracts.test.ts pins Lexical's export map.
 *
 * The serving process takes no flag (Next bundles Lexical into the site's server code), but the
 * islands render it loads (src/islands) imports Payload's rich text packages as they are, and there
 * the same graph left the render's import unsettled for good: every page waited. So the serving
 * program registers LEXICAL_PRODUCTION_HOOKS, which resolve Lexical's packages, and only those,
 * with the `production` condition.
 */
export const PROGRAM_NODE_FLAGS: readonly string[] = ['--conditions=production']

/** The module hooks (node:module register) the serving program is started with: see above. */
export const LEXICAL_PRODUCTION_HOOKS = `// Lexical's packages in their production build (src/server/node-flags.ts says why).
const LEXICAL = /^(lexical|@lexical\\/[^/]+)(\\/|$)/
export async function resolve(specifier, context, nextResolve) {
  if (!LEXICAL.test(specifier) || context.conditions.includes('production')) return nextResolve(specifier, context)
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'production'] })
}
`

/** The file the build writes LEXICAL_PRODUCTION_HOOKS to, beside the programs' entries. */
export const LEXICAL_HOOKS_FILE = 'lexical-production.mjs'

/**
 * The entry module `dist/server/<name>.mjs` for a compiled program `dist/server/main/<name>.mjs`.
 * It sets NODE_ENV before any package is loaded (a module's imports are evaluated before its own
 * code, so this needs a module of its own), as Next's standalone server.js does. A program with
 * flags, when started without them (`node dist/server/setup.mjs`), runs itself again with them
 * and ends as that run ends.
 */
export function programEntry(name: string, flags: readonly string[], options: { hooks?: string } = {}): string {
  const load = `await import('./main/${name}.mjs')`
  if (flags.length === 0) {
    const hooks = options.hooks
      ? `import { register } from 'node:module'\nregister(${JSON.stringify(`./${options.hooks}`)}, import.meta.url)\n`
      : ''
    return `${hooks}process.env.NODE_ENV = 'production'\n${load}\n`
  }
  return [
    `import { spawnSync } from 'node:child_process'`,
    `import { fileURLToPath } from 'node:url'`,
    `process.env.NODE_ENV = 'production'`,
    `const flags = ${JSON.stringify(flags)}`,
    `if (flags.every((flag) => process.execArgv.includes(flag))) {`,
    `  ${load}`,
    `} else {`,
    `  const args = [...flags, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)]`,
    `  const run = spawnSync(process.execPath, args, { stdio: 'inherit' })`,
    `  if (run.error) throw run.error`,
    `  // A run ended by a signal ends this one the same way.`,
    `  if (run.signal) process.kill(process.pid, run.signal)`,
    `  process.exit(run.status ?? 1)`,
    `}`,
    '',
  ].join('\n')
}
