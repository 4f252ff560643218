/**
 * `npm run build`: the production artefact, a self-contained folder `dist/` that runs with Node.js
 * alone (`node dist/server/start.mjs`), with no TypeScript, no dev dependencies and no sources:
 *
 *   dist/.next, dist/node_modules   Next.js's standalone output: the built site and the packages it
 *                                   was traced to load (next.config.ts, `output: 'standalone'`)
 *   dist/.next/static, dist/public  the files browsers load, which standalone output leaves out
 *   dist/server/*.mjs               the site's own server and command-line programs (start, setup,
 *                                   backup, restore), compiled from src/server/cli with esbuild
 *                                   into dist/server/main and chunks, started as production;
 *                                   the packages they load are traced with @vercel/nft and added
 *   dist/server/islands.mjs         the public pages rendered as islands, outside Next.js
 *                                   (src/islands), compiled by its own build after Next's, and
 *   dist/.next/static/islands       the islands' browser scripts
 *   dist/seed/assets                the demo content's files, which setup reads on a first start
 *
 * `npm start` runs this with `--if-changed` (nothing to do when dist/ was built from the same
 * sources) and then starts the artefact. The build renders against a throwaway, migrated database:
 * the artefact never holds a site's data, and building never touches the site's own.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { nodeFileTrace } from '@vercel/nft'
import { build as compile, type Plugin } from 'esbuild'

import { compileIslands, compileIslandsClient } from '../../islands/build'
import { cliArgs } from '../app-root'
import { ARTEFACT_DIR, markBuilt, needsBuild, sourceHash } from '../build-state'
import { nodeBundleOptions } from '../node-bundle'
import { LEXICAL_HOOKS_FILE, LEXICAL_PRODUCTION_HOOKS, PROGRAM_NODE_FLAGS, programEntry } from '../node-flags'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const PROGRAMS = ['start', 'setup', 'backup', 'restore'] as const

function step(label: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status ?? result.signal})`)
}

/** next build, against a throwaway database set up as a first start sets one up (without demo content). */
function buildNext(): void {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-build-'))
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED: '0', NEXT_TELEMETRY_DISABLED: '1' }
  try {
    step('Setup', cliArgs('setup'), env)
    step('next build', [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { ...env, NODE_ENV: 'production' })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const requireFromRoot = createRequire(path.join(root, 'package.json'))

/**
 * Node's own ESM loader finds `pkg/sub` only through a package's `exports`, or as an exact file
 * name. Packages without `exports` (Next.js: `next/cache`, `next/headers`) are imported by their
 * extension-less names throughout the sources, which bundlers and tsx accept; the compiled
 * programs name the file instead (`next/cache.js`), found as CommonJS resolution finds it.
 */
const nodeSubpaths: Plugin = {
  name: 'node-subpaths',
  setup(build) {
    build.onResolve({ filter: /^(?:@[^/]+\/)?[^./@][^/]*\/./ }, (args) => {
      const parts = args.path.split('/')
      const name = parts.slice(0, args.path.startsWith('@') ? 2 : 1).join('/')
      let manifest: string
      try {
        manifest = requireFromRoot.resolve(`${name}/package.json`)
      } catch {
        return { path: args.path, external: true }
      }
      const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown }
      if (exports) return { path: args.path, external: true }
      const file = requireFromRoot.resolve(args.path)
      return { path: `${name}/${path.relative(path.dirname(manifest), file).split(path.sep).join('/')}`, external: true }
    })
  },
}

/**
 * The server programs as JavaScript. Packages stay imports (they are traced and copied, native
 * parts included); the site's own modules are bundled, shared ones in chunks. Stylesheets that
 * admin components import mean nothing to the server and are left out.
 */
async function compileServer(outDir: string, islandsScriptsDir: string): Promise<void> {
  await compile({
    ...nodeBundleOptions(root),
    plugins: [nodeSubpaths],
    entryPoints: Object.fromEntries(PROGRAMS.map((name) => [`main/${name}`, path.join(root, 'src/server/cli', `${name}.ts`)])),
    outdir: outDir,
    chunkNames: 'chunks/[name]-[hash]',
  })
  // The islands render, with the site's modules built another way (src/islands/build.ts says how),
  // and the islands' browser scripts, served with Next's static files.
  const scripts = await compileIslandsClient({ root, outDir: islandsScriptsDir })
  await compileIslands({ root, nextDir: path.join(root, '.next'), outDir, scripts })
  // Each program runs as production, whatever NODE_ENV it was started with; the command-line
  // programs with their node flags too (node-flags.ts says why).
  // The serving program registers the hooks that give Lexical's packages their production build.
  writeFileSync(path.join(outDir, LEXICAL_HOOKS_FILE), LEXICAL_PRODUCTION_HOOKS)
  for (const name of [...PROGRAMS, 'islands']) {
    const entry =
      name === 'start' ? programEntry(name, [], { hooks: LEXICAL_HOOKS_FILE }) : programEntry(name, PROGRAM_NODE_FLAGS)
    writeFileSync(path.join(outDir, `${name}.mjs`), entry)
  }
}

/** Copies the package files the compiled programs load that the standalone output does not have. */
async function addTracedPackages(compiledDir: string, outDir: string): Promise<number> {
  const entries = readdirSync(path.join(compiledDir, 'main'))
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => path.join(compiledDir, 'main', f))
  const { fileList } = await nodeFileTrace(entries, { base: root, processCwd: root })
  let added = 0
  for (const file of fileList) {
    if (!file.startsWith('node_modules/')) continue
    const target = path.join(outDir, file)
    if (existsSync(target)) continue
    mkdirSync(path.dirname(target), { recursive: true })
    cpSync(path.join(root, file), target, { dereference: true, recursive: true })
    added += 1
  }
  return added
}

async function packageArtefact(): Promise<void> {
  const standalone = path.join(root, '.next/standalone')
  if (!existsSync(path.join(standalone, '.next/BUILD_ID'))) {
    throw new Error('next build made no standalone output (next.config.ts must keep `output: "standalone"`)')
  }
  const out = path.join(root, `${ARTEFACT_DIR}.partial`)
  const compiled = path.join(root, '.next/site-server')
  rmSync(out, { recursive: true, force: true })
  rmSync(compiled, { recursive: true, force: true })

  cpSync(standalone, out, { recursive: true, verbatimSymlinks: true })
  // Never a site's data or the sources in the artefact (next.config.ts excludes them from tracing).
  for (const kept of ['data', 'src', ARTEFACT_DIR]) {
    if (existsSync(path.join(out, kept)))
      throw new Error(`The standalone output holds ${kept}/, which must stay out of the artefact`)
  }
  // Next's own server.js; the site's server (dist/server/start.mjs) serves instead.
  rmSync(path.join(out, 'server.js'), { force: true })
  cpSync(path.join(root, '.next/static'), path.join(out, '.next/static'), { recursive: true })
  cpSync(path.join(root, 'public'), path.join(out, 'public'), { recursive: true })
  cpSync(path.join(root, 'src/seed/assets'), path.join(out, 'seed/assets'), { recursive: true })
  // The admin's code editor loads Monaco's files from the site (server/monaco.ts): files read at
  // run time, which no trace of imports finds.
  for (const part of ['package.json', 'min/vs']) {
    cpSync(path.join(root, 'node_modules/monaco-editor', part), path.join(out, 'node_modules/monaco-editor', part), {
      recursive: true,
    })
  }

  // Compiled inside the checkout, so tracing resolves packages from its node_modules.
  await compileServer(compiled, path.join(out, '.next/static/islands'))
  const added = await addTracedPackages(compiled, out)
  cpSync(compiled, path.join(out, 'server'), { recursive: true })
  rmSync(compiled, { recursive: true, force: true })
  // The standalone package.json is the project's; the artefact runs, it is not installed.
  writeFileSync(
    path.join(out, 'package.json'),
    JSON.stringify({ name: 'signalpost-site', private: true, type: 'module' }, null, 2) + '\n',
  )

  rmSync(path.join(root, ARTEFACT_DIR), { recursive: true, force: true })
  renameSync(out, path.join(root, ARTEFACT_DIR))
  console.log(
    `[build] ${ARTEFACT_DIR}/ is ready (${added} package files added for the server programs): node ${ARTEFACT_DIR}/server/start.mjs`,
  )
}

async function main(): Promise<void> {
  const ifChanged = process.argv.includes('--if-changed')
  if (ifChanged && !needsBuild(root)) return
  if (ifChanged) console.log('[build] Building the site (first start or changed sources); this takes a few minutes.')
  // Taken before the build: a source edited while it runs is not stamped as built.
  const hash = sourceHash(root)
  // --package-only: package the existing .next again (after a change to this packaging alone).
  if (!process.argv.includes('--package-only')) buildNext()
  try {
    await packageArtefact()
  } finally {
    rmSync(path.join(root, `${ARTEFACT_DIR}.partial`), { recursive: true, force: true })
  }
  markBuilt(root, hash)
}

main().catch((err: unknown) => {
  console.error(`[build] ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
