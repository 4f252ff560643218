/**
 * The islands render's build (src/islands/render.tsx): the site's layout and page components
 * compiled for Node.js outside Next.js, after Next's build, by `npm run build` (beside the server
 * programs: dist/server/islands/render.mjs) and by the islands benchmark.
 *
 * What this build changes against the server programs' (src/server/cli/build.ts):
 * - Next's modules are the stand-ins in shims/; style sheets are nothing (Next built them).
 * - The site's modules take their JSX runtime from jsx-runtime.tsx, which makes a client
 *   component an island. Packages keep React's own: they are imported, not bundled.
 * - Each module marked 'use client' registers its exported components at its end (scope.ts):
 *   whether a module is a client one is known only from its directive, which only a build sees.
 * - The fonts' class names are Next's, read from its build (core/islands/next-build.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

import { build as compile, type Plugin } from 'esbuild'

import { type ClientReferenceManifest, entryStyleSheets, fontVariableClasses } from '../core/islands/next-build'

/** The site's route, whose layout the islands render renders (under .next/server/app). */
const SITE_PAGE = '(site)/[[...slug]]/page'
const SITE_LAYOUT_ENTRY = '[project]/src/app/(site)/layout'

const SHIMS: Record<string, string> = {
  'next/link': 'link.tsx',
  'next/navigation': 'navigation.ts',
  'next/headers': 'headers.ts',
  'next/cache': 'cache.ts',
  'next/dynamic': 'dynamic.ts',
  'next/font/local': 'font-local.ts',
  'server-only': 'empty.ts',
}

/** The site route's page manifest from Next's build in NEXT_DIR (`.next`). */
export function siteManifest(nextDir: string): ClientReferenceManifest {
  const file = path.join(nextDir, 'server/app', `${SITE_PAGE}_client-reference-manifest.js`)
  // The manifest is a script that sets a global; run apart, with nothing of this process in reach.
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {}
  sandbox.globalThis = sandbox
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file, timeout: 5_000 })
  const manifest = sandbox.__RSC_MANIFEST?.[`/${SITE_PAGE}`]
  if (!manifest?.entryCSSFiles) throw new Error(`${file} holds no manifest for /${SITE_PAGE}`)
  return manifest
}

/** The class of each font variable the site's layout uses, from the style sheets Next built. */
export function siteFontClasses(nextDir: string): Record<string, string> {
  const sheets = entryStyleSheets(siteManifest(nextDir), SITE_LAYOUT_ENTRY).map((p) =>
    readFileSync(path.join(nextDir, p), 'utf8'),
  )
  const classes = fontVariableClasses(sheets)
  if (Object.keys(classes).length === 0) throw new Error("No font variable class in the site layout's style sheets")
  return classes
}

function islandsPlugin(root: string): Plugin {
  const here = path.join(root, 'src/islands')
  const runtime = path.join(here, 'jsx-runtime.tsx')
  const scope = path.join(here, 'scope.ts')
  const src = path.join(root, 'src') + path.sep
  return {
    name: 'islands',
    setup(build) {
      build.onResolve({ filter: /^(next\/(link|navigation|headers|cache|dynamic|font\/local)|server-only)$/ }, (args) => ({
        path: path.join(here, 'shims', SHIMS[args.path]!),
      }))
      // A package's style sheet too, by file or by its exports' name (`swiper/css/a11y`): Next built
      // them, and Node could not import them.
      build.onResolve({ filter: /\.(css|scss)$|^(@[^/]+\/)?[^/.][^/]*\/css(\/[^/]+)?$/ }, () => ({
        path: 'style-sheet',
        namespace: 'islands-empty',
      }))
      build.onLoad({ filter: /.*/, namespace: 'islands-empty' }, () => ({ contents: '', loader: 'js' }))
      build.onResolve({ filter: /^react\/jsx-runtime$/ }, (args) =>
        args.importer === runtime || !args.importer.startsWith(src) ? { path: args.path, external: true } : { path: runtime },
      )
      build.onLoad({ filter: /\.(ts|tsx)$/ }, (args) => {
        if (!args.path.startsWith(src)) return undefined
        const source = readFileSync(args.path, 'utf8')
        const loader = args.path.endsWith('.tsx') ? 'tsx' : 'ts'
        if (!/^\s*['"]use client['"]/.test(source)) return { contents: source, loader }
        // A module importing itself sees its own exports once it has run.
        const register =
          `\nimport * as __islandSelf from ${JSON.stringify(args.path)};\n` +
          `import { registerClientModule as __islandRegister } from ${JSON.stringify(scope)};\n` +
          `__islandRegister(__islandSelf);\n`
        return { contents: source + register, loader }
      })
    },
  }
}

/**
 * Compiles ENTRY (a module that imports render.tsx) to OUT_FILE, an ES module for Node.js whose
 * packages stay imports, resolved from ROOT's node_modules (or those the artefact holds).
 */
export async function compileIslands({
  root,
  nextDir,
  entry,
  outFile,
}: {
  root: string
  nextDir: string
  entry: string
  outFile: string
}): Promise<void> {
  const fonts = siteFontClasses(nextDir)
  await compile({
    plugins: [islandsPlugin(root)],
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    loader: { '.css': 'empty', '.scss': 'empty' },
    jsx: 'automatic',
    define: { 'process.env.SITE_FONT_CLASSES': JSON.stringify(JSON.stringify(fonts)) },
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
}
