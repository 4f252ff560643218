'use client'
import type { ReactNode } from 'react'

/**
 * Payload's JSON and code fields load Monaco through its own bundled copy of
 * @monaco-editor/loader, whose paths point at jsdelivr and cannot be configured from outside.
 * Its one way in is the `<script>` it adds for `…/min/vs/loader.js`: that address is turned
 * into this site's copy, and once the AMD loader has run, the `vs` path it is configured with
 * is too, so every file of the editor comes from `vs` (app/(site)/next/monaco).
 */
const CDN_LOADER = /^https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^/]+\/min\/vs\/loader\.js$/

type AmdRequire = ((...args: unknown[]) => unknown) & { config: (c: { paths?: Record<string, string> }) => unknown }

let base: string | undefined

function localPaths(): void {
  const amd = (window as unknown as { require?: AmdRequire }).require
  if (!amd || typeof amd.config !== 'function' || (amd.config as { local?: boolean }).local) return
  const config = amd.config.bind(amd)
  const local = (c: { paths?: Record<string, string> }) => config({ ...c, paths: { ...c.paths, vs: base! } })
  ;(local as { local?: boolean }).local = true
  amd.config = local
}

function install(vs: string): void {
  if (typeof window === 'undefined') return
  const first = base === undefined
  base = vs
  if (!first) return
  const src = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src')
  if (!src?.set || !src.get) return
  Object.defineProperty(HTMLScriptElement.prototype, 'src', {
    configurable: true,
    enumerable: src.enumerable,
    get: src.get,
    set(this: HTMLScriptElement, value: string) {
      if (base && CDN_LOADER.test(String(value))) {
        // Before the loader's own onload handler, which configures the AMD loader.
        this.addEventListener('load', localPaths, { once: true })
        src.set!.call(this, `${base}/loader.js`)
        return
      }
      src.set!.call(this, value)
    },
  })
}

/** Points the code editor at `vs` before any editor below it mounts. */
export function MonacoLoaderPaths({ vs, children }: { vs: string; children?: ReactNode }) {
  install(vs)
  return children
}
