// React's JSX runtime, recording the props (children aside) that a server component hands to a
// client component: what that island would carry to the browser beside its HTML. Elements that a
// client component makes for its own children stay in the browser, and are not counted.
import { Fragment, jsx as realJsx, jsxs as realJsxs } from 'react/jsx-runtime'

let insideClient = 0
const wrapped = new Map()

function island(type, props) {
  if (typeof type !== 'function' || !globalThis.__islandComponents?.has(type)) return type
  if (insideClient === 0) {
    const { children: _children, ...rest } = props ?? {}
    // A prop that is itself an element (a slot the server filled) is HTML already in the document:
    // an island marks where it goes, it does not carry it again.
    const slot = (_key, value) => (value && typeof value === 'object' && value.$$typeof ? 0 : value)
    ;(globalThis.__islandProps ??= []).push(JSON.stringify(rest, slot))
  }
  let wrapper = wrapped.get(type)
  if (!wrapper) {
    // The client component runs synchronously in React's server renderer: what it makes meanwhile
    // is its own.
    wrapper = (p) => {
      insideClient++
      try {
        return type(p)
      } finally {
        insideClient--
      }
    }
    wrapped.set(type, wrapper)
  }
  return wrapper
}
export { Fragment }
export function jsx(type, props, key) {
  return realJsx(island(type, props), props, key)
}
export function jsxs(type, props, key) {
  return realJsxs(island(type, props), props, key)
}
