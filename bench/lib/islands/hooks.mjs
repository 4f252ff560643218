// Module hooks for rendering the site's components outside Next.js (bench/islands.ts): Next's
// modules a component imports are replaced by small stand-ins (shims/), style sheets by nothing,
// and every module marked 'use client' records its exported components, which the render makes
// islands of (shims/jsx-runtime.mjs).
const here = new URL('./', import.meta.url)
const SHIMS = {
  'next/link': 'shims/link.mjs',
  'next/navigation': 'shims/navigation.mjs',
  'next/headers': 'shims/headers.mjs',
  'next/cache': 'shims/cache.mjs',
  'next/dynamic': 'shims/dynamic.mjs',
  'next/font/local': 'shims/font-local.mjs',
  'server-only': 'shims/empty.mjs',
  'react/jsx-runtime': 'shims/jsx-runtime.mjs',
}
const EMPTY = new URL('shims/empty.mjs', here).href

export async function resolve(specifier, context, next) {
  // The jsx shim imports the real runtime itself.
  if (SHIMS[specifier] && !context.parentURL?.startsWith(new URL('shims/', here).href))
    return { url: new URL(SHIMS[specifier], here).href, shortCircuit: true }
  const resolved = await next(specifier, context)
  if (/\.(css|scss)$/.test(resolved.url)) return { url: EMPTY, shortCircuit: true }
  return resolved
}

export async function load(url, context, next) {
  const loaded = await next(url, context)
  if (!url.includes('/src/') || loaded.format !== 'module' || loaded.source == null) return loaded
  const source = String(loaded.source)
  if (!/^\s*['"]use client['"]/.test(source)) return loaded
  // A module importing itself sees its own exports once it has run.
  const record = `\nimport * as __islandSelf from ${JSON.stringify(url)};\nfor (const v of Object.values(__islandSelf)) if (typeof v === 'function') (globalThis.__islandComponents ??= new Set()).add(v);\n`
  return { ...loaded, source: source + record }
}
