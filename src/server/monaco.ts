import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

let found: { root: string; version: string } | undefined

/**
 * The installed monaco-editor (a dependency of @payloadcms/ui): its `min/vs` folder, which the
 * admin's code editor loads from this site (app/(site)/next/monaco), and its version.
 */
export function monacoInstall(): { root: string; version: string } {
  if (found) return found
  // From the folder the site runs from (the checkout or the artefact; serve.ts names it), not the
  // working folder: the artefact is started from anywhere.
  const require = createRequire(path.join(process.env.SITE_APP_ROOT ?? process.cwd(), 'package.json'))
  // The package's `require` entry is min/vs/index.js.
  const root = path.dirname(require.resolve('monaco-editor'))
  const manifest = JSON.parse(readFileSync(path.join(root, '..', '..', 'package.json'), 'utf8')) as { version: string }
  found = { root, version: manifest.version }
  return found
}
