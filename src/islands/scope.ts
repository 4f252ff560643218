import { AsyncLocalStorage } from 'node:async_hooks'

import { setPathnameSource } from './pathname'

/**
 * What one islands render knows (src/islands/render.tsx): the address being rendered, which the
 * stand-in for Next's usePathname answers, and the props of each island in page order, which go
 * to the browser as JSON. Held per render rather than on the global, so renders that overlap in
 * one process (two visitors' page-cache misses) never mix their pages.
 */
export type IslandsRender = { path: string; props: string[] }

const renders = new AsyncLocalStorage<IslandsRender>()
setPathnameSource(() => renders.getStore()?.path ?? null)

export function withIslandsRender<T>(render: IslandsRender, run: () => Promise<T>): Promise<T> {
  return renders.run(render, run)
}

/** The render under way, or null outside one (a component imported but not rendered as islands). */
export function currentRender(): IslandsRender | null {
  return renders.getStore() ?? null
}

// The exported functions of every module marked 'use client', which the renderer makes islands of.
// The islands build adds a call to registerClientModule at the end of each such module
// (src/islands/build.ts): whether a module is a client one is known only from its directive.
const clientComponents = new WeakSet<object>()

export function registerClientModule(exports: Record<string, unknown>): void {
  for (const value of Object.values(exports)) if (typeof value === 'function') clientComponents.add(value)
}

export function isClientComponent(type: unknown): boolean {
  return typeof type === 'function' && clientComponents.has(type)
}
