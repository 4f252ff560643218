/**
 * React's JSX runtime for the islands render (the islands build hands it to the site's modules in
 * place of `react/jsx-runtime`): where a server component hands props to a client component, that
 * client component becomes an island. Its output is wrapped in <sp-island>, which names the
 * component and the index of its props; its props are recorded as JSON, what the island hydrates
 * from, with rendered content in slots (core/islands/slots.ts). A client component made by an
 * island's own component is part of that island; one in a slot (the server's content again) is an
 * island of its own: see InIsland.
 */
import { createContext, createElement, Fragment, isValidElement, useContext, type ReactNode } from 'react'
// The real runtime: the islands build resolves this import, from this file only, to React's own.
import { jsx as realJsx, jsxs as realJsxs } from 'react/jsx-runtime'

import { fillSlots, splitSlots } from '../core/islands/slots'
import { currentRender, isClientComponent } from './scope'

type Component = ((props: Record<string, unknown>) => ReactNode) & { name: string }

// Inside an island's own component, a client component is part of the island (it may take the
// island's context, which would not cross to a React root of its own). A slot is the server's
// content again, so its client components are islands themselves: the header's parts, in
// HeaderRoot's slot, share their state through a store (features/navigation/nav-state.ts).
const InIsland = createContext(false)

function Boundary({ type, props }: { type: Component; props: Record<string, unknown> }) {
  const render = currentRender()
  if (useContext(InIsland) || !render) return createElement(type, props)
  const { data, slots } = splitSlots(props, isValidElement)
  const index = render.props.push(JSON.stringify(data)) - 1
  const bySlot = new Map(slots.map((s) => [s.path, s.value]))
  const filled = fillSlots(data, (path) => {
    const content = bySlot.get(path)
    // Spread, not one array: the slot's children are the server's, in the order it gave them.
    const children = Array.isArray(content) ? (content as ReactNode[]) : [content as ReactNode]
    return createElement('sp-slot', { 'data-name': path }, createElement(InIsland.Provider, { value: false }, ...children))
  }) as Record<string, unknown>
  return createElement(
    'sp-island',
    { 'data-island': type.name, 'data-props': index },
    createElement(InIsland.Provider, { value: true }, createElement(type, filled)),
  )
}

// Client components whose script only matters with Next's client navigation: NavLink keeps a
// menu link's aria-current right after one. A page served as islands is loaded whole for each
// address, so the server's HTML is right and the link needs no script.
const SERVER_HTML_ONLY = new Set(['NavLink'])

function island(type: unknown, props: Record<string, unknown>, key: string | undefined) {
  if (!isClientComponent(type) || SERVER_HTML_ONLY.has((type as Component).name)) return null
  return realJsx(Boundary, { type: type as Component, props }, key)
}

export { Fragment }
export function jsx(type: Parameters<typeof realJsx>[0], props: Record<string, unknown>, key?: string) {
  return island(type, props, key) ?? realJsx(type, props, key)
}
export function jsxs(type: Parameters<typeof realJsxs>[0], props: Record<string, unknown>, key?: string) {
  return island(type, props, key) ?? realJsxs(type, props, key)
}
