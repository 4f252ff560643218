// React's JSX runtime for the islands render: where a server component hands props to a client
// component, that client component becomes an island. Its output is wrapped in <sp-island>, which
// names the component and the index of its props; its props (children aside) are recorded as JSON,
// what the island hydrates from. A prop that is rendered content (children, or any element a
// server component filled, such as a slide) is HTML already in the page: it is rendered inside an
// <sp-slot> with the prop's path, and the island's script hands the slot's HTML back to the
// component instead of carrying it twice. A client component made by an island's own component is
// part of that island; one in a slot (the server's content) is an island of its own: see InIsland.
import { createContext, createElement, Fragment, isValidElement, useContext } from 'react'
import { jsx as realJsx, jsxs as realJsxs } from 'react/jsx-runtime'

/** Each rendered-content value in PROPS replaced by a marker, and the slots to render for them. */
function splitSlots(props) {
  const slots = []
  const walk = (value, path) => {
    if (isValidElement(value) || (path === 'children' && value != null && typeof value === 'object')) {
      slots.push({ path, value })
      return { $slot: path }
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}.${i}`))
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, path ? `${path}.${k}` : k)]))
    return value
  }
  return { data: walk(props ?? {}, ''), slots }
}

// Inside an island's own component, a client component is part of the island (it may take the
// island's context, which would not cross to a React root of its own). A slot is the server's
// content again, so its client components are islands themselves: the header's parts, in
// HeaderRoot's slot, share their state through a store (features/navigation/nav-state.ts).
const InIsland = createContext(false)

function Boundary({ type, props }) {
  if (useContext(InIsland)) return createElement(type, props)
  const { data, slots } = splitSlots(props)
  const index = (globalThis.__islandProps ??= []).push(JSON.stringify(data)) - 1
  const bySlot = new Map(slots.map((s) => [s.path, s.value]))
  const rendered = (value) => {
    if (value && typeof value === 'object' && '$slot' in value) {
      const content = bySlot.get(value.$slot)
      // Spread, not one array: the slot's children are the server's, in the order it gave them.
      const children = Array.isArray(content) ? content : [content]
      return createElement(
        'sp-slot',
        { 'data-name': value.$slot },
        createElement(InIsland.Provider, { value: false }, ...children),
      )
    }
    if (Array.isArray(value)) return value.map(rendered)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rendered(v)]))
    return value
  }
  return createElement(
    'sp-island',
    { 'data-island': type.name, 'data-props': index },
    createElement(InIsland.Provider, { value: true }, createElement(type, rendered(data))),
  )
}

// Client components whose script only matters with Next's client navigation: NavLink keeps a
// menu link's aria-current right after one. A page served as islands is loaded whole for each
// address, so the server's HTML is right and the link needs no script.
const SERVER_HTML_ONLY = new Set(['NavLink'])

function island(type, props, key) {
  if (typeof type !== 'function' || !globalThis.__islandComponents?.has(type)) return null
  if (SERVER_HTML_ONLY.has(type.name)) return null
  return realJsx(Boundary, { type, props }, key)
}

export { Fragment }
export function jsx(type, props, key) {
  return island(type, props, key) ?? realJsx(type, props, key)
}
export function jsxs(type, props, key) {
  return island(type, props, key) ?? realJsxs(type, props, key)
}
