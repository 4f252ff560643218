/**
 * The islands' builds, run by `npm run build` after Next's (src/server/cli/build.ts): the render
 * (render.tsx: the site's layout and page components compiled for Node.js outside Next.js, into
 * dist/server/islands/render.mjs and the program dist/server/islands.mjs) and the browser scripts
 * (client.tsx, into dist/.next/static/islands).
 *
 * What the render's build changes against the server programs':
 * - Next's modules are the stand-ins in shims/; style sheets are nothing (Next built them).
 * - The site's modules take their JSX runtime from jsx-runtime.tsx, which makes a client
 *   component an island. Packages keep React's own: they are imported, not bundled.
 * - Each module marked 'use client' registers its exported components at its end (scope.ts):
 *   whether a module is a client one is known only from its directive, which only a build sees.
 * - The fonts' class names and the layout's head files are Next's, read from its build
 *   (core/islands/next-build.ts).
 */
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

import { build as compile, type Plugin } from 'esbuild'

import { islandsBootModule } from '../core/islands/boot'
import type { IslandsAssets, IslandScripts } from '../core/islands/document'
import { type ClientReferenceManifest, entryStyleSheets, fontVariableClasses, layoutHeadFiles } from '../core/islands/next-build'
import { nodeBundleOptions } from '../server/node-bundle'
import { KNOWN_ISLANDS } from './known'

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
 * Swiper's modules in the browser scripts: the slider loads each from a file of its own
 * (features/slider/modules/<name>.ts, named after Swiper's), which takes it from `swiper/modules`,
 * whose index re-exports them all. Split by esbuild, that index and every module went into one chunk
 * that each slider loaded (68 KB where a slider uses three); Next's build splits them. Here each of
 * those files is handed its own line of the index, so a module's chunk holds that module alone.
 */
function swiperModules(root: string): Plugin {
  const sliderModules = path.join(root, 'src/features/slider/modules') + path.sep
  const swiperDir = path.join(root, 'node_modules/swiper/modules')
  return {
    name: 'swiper-modules',
    setup(build) {
      build.onResolve({ filter: /^swiper\/modules$/ }, (args) =>
        args.importer.startsWith(sliderModules)
          ? { path: path.basename(args.importer, '.ts'), namespace: 'swiper-module' }
          : undefined,
      )
      build.onLoad({ filter: /.*/, namespace: 'swiper-module' }, (args) => {
        const line = readFileSync(path.join(swiperDir, 'index.mjs'), 'utf8')
          .split('\n')
          .find((l) => l.endsWith(`from './${args.path}.mjs';`))
        if (!line) throw new Error(`swiper/modules has no module ${args.path} (src/features/slider/modules/${args.path}.ts)`)
        return { contents: line, resolveDir: swiperDir, loader: 'js' }
      })
    },
  }
}

/** Where the islands' browser scripts are served: Next serves its build's static folder, immutable. */
export const ISLANDS_SCRIPT_BASE = '/_next/static/islands/'

/**
 * The islands' browser scripts (client.tsx), minified, in files named by their content's hash, and
 * the module that starts them (core/islands/boot.ts), into OUT_DIR (the build's
 * `.next/static/islands`, which Next serves with immutable caching). Returns what a page's document
 * names of them (core/islands/document.ts).
 */
export async function compileIslandsClient({ root, outDir }: { root: string; outDir: string }): Promise<IslandScripts> {
  const here = path.join(root, 'src/islands')
  const result = await compile({
    entryPoints: [path.join(here, 'client.tsx')],
    plugins: [swiperModules(root)],
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    outdir: outDir,
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    target: 'es2022',
    jsx: 'automatic',
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: {
      'next/link': path.join(here, 'shims/link.tsx'),
      'next/navigation': path.join(here, 'shims/navigation.ts'),
      'next/dynamic': path.join(here, 'shims/dynamic.ts'),
    },
    // The style sheets an entry's modules import, at once or by import(), go into one file beside
    // it (esbuild's cssBundle): an island's are linked by the pages with that island
    // (core/islands/document.ts); the entry's own are in the style sheets Next built.
    loader: { '.css': 'css' },
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
  const outputs = result.metafile.outputs
  // A file and the chunks it imports statically, all of them.
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen
    seen.add(file)
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') closure(i.path, seen)
    return seen
  }
  let entry = ''
  let preload: string[] = []
  const chunks: Record<string, string[]> = {}
  const styles: Record<string, string[]> = {}
  for (const [file, out] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || !out.entryPoint) continue
    if (out.entryPoint.endsWith('client.tsx')) {
      entry = path.basename(file)
      preload = out.imports.filter((i) => i.kind === 'import-statement').map((i) => path.basename(i.path))
      // The entry's own style sheets are those Next built for the layout, which every page links
      // already: esbuild's copy of them is never linked, so it is not left among the served files.
      if (out.cssBundle) rmSync(path.join(outDir, path.basename(out.cssBundle)))
    } else {
      // A chunk loaded by import() is an entry point of esbuild's too: a block's island (or a
      // module an island loads later, which no page names).
      for (const name of out.exports.filter((e) => (KNOWN_ISLANDS as readonly string[]).includes(e))) {
        chunks[name] = [...closure(file)].map((f) => path.basename(f))
        if (out.cssBundle) styles[name] = [path.basename(out.cssBundle)]
      }
    }
  }
  if (!entry) throw new Error('The islands build wrote no entry')
  // The module each page names to start its islands (core/islands/boot.ts), named by its content's
  // hash as esbuild names the files it names.
  const bootText = islandsBootModule({ entry, preload, chunks })
  const boot = `boot-${createHash('sha256').update(bootText).digest('hex').slice(0, 10)}.js`
  writeFileSync(path.join(outDir, boot), bootText)
  return { base: ISLANDS_SCRIPT_BASE, boot, styles, known: [...KNOWN_ISLANDS] }
}

/**
 * Compiles the islands render into OUT_DIR (the server programs' folder): `islands/render.mjs`, the
 * module the serving layer renders pages with and answers the forms' ajax endpoint with
 * (server/islands.ts, form-ajax.ts), and `main/islands.mjs`, the command-line program (cli.ts),
 * sharing their code in chunks. ES modules for Node.js whose packages
 * stay imports, resolved from ROOT's node_modules (or those the artefact holds). The head files
 * Next built and SCRIPTS are built into them (render.tsx reads them).
 */
export async function compileIslands({
  root,
  nextDir,
  outDir,
  scripts,
}: {
  root: string
  nextDir: string
  outDir: string
  scripts: IslandScripts
}): Promise<void> {
  const fonts = siteFontClasses(nextDir)
  // The site's not-found page, which Next prerenders in the site's layout at build time.
  const headFiles = layoutHeadFiles(readFileSync(path.join(nextDir, 'server/app/next/not-found.html'), 'utf8'))
  const assets: IslandsAssets = { headFiles, scripts }
  await compile({
    ...nodeBundleOptions(root),
    plugins: [islandsPlugin(root)],
    entryPoints: {
      'islands/render': path.join(root, 'src/islands/render.tsx'),
      'main/islands': path.join(root, 'src/islands/cli.ts'),
    },
    outdir: outDir,
    chunkNames: 'islands/chunks/[name]-[hash]',
    define: {
      'process.env.SITE_FONT_CLASSES': JSON.stringify(JSON.stringify(fonts)),
      'process.env.SITE_ISLANDS_ASSETS': JSON.stringify(JSON.stringify(assets)),
    },
  })
}
