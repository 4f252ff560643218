/**
 * What every server program's esbuild build shares (src/server/cli/build.ts and the islands render's,
 * src/islands/build.ts): ES modules for the Node.js the site supports, packages left as imports
 * (resolved from the checkout's node_modules, or those the artefact holds), style sheets as nothing
 * (Next built them) and React's automatic JSX. Each build adds its entries, chunk folder and plugins.
 */
import path from 'node:path'

import type { BuildOptions } from 'esbuild'

export function nodeBundleOptions(root: string): BuildOptions {
  return {
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    loader: { '.css': 'empty', '.scss': 'empty' },
    jsx: 'automatic',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  }
}
