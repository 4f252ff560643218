/**
 * The code editor of the admin's JSON and code fields (Monaco, through @monaco-editor/react)
 * loads from this site, never from a CDN: the admin's Content-Security-Policy allows scripts
 * from this origin only. `/next/monaco/<version>/vs/<file>` answers a file of the installed
 * `monaco-editor/min/vs`; the version in the address lets a browser keep every file for good.
 * Pure: which file an address names, or null for anything else.
 */
export const MONACO_BASE = '/next/monaco'

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  ttf: 'font/ttf',
  json: 'application/json; charset=utf-8',
}

/** The address the loader is given (`paths.vs`) for one version of monaco-editor. */
export const monacoBase = (version: string) => `${MONACO_BASE}/${version}/vs`

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/

/**
 * The file below `min/vs` that the segments after `/next/monaco/` name, with its content type:
 * only for the installed version, only plain names (no `..`, no hidden files, no encoded
 * separators) and only the kinds of file Monaco loads.
 */
export function monacoFile(segments: readonly string[], installedVersion: string): { relative: string; type: string } | null {
  const [version, vs, ...rest] = segments
  if (version !== installedVersion || vs !== 'vs' || rest.length === 0 || rest.length > 6) return null
  if (!rest.every((s) => SEGMENT.test(s) && !s.includes('..'))) return null
  const name = rest[rest.length - 1]!
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : ''
  const type = TYPES[ext]
  if (!type) return null
  return { relative: rest.join('/'), type }
}
