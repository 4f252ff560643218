// next/link outside Next: a plain link (Next's prefetching and client navigation need its router).
import { createElement } from 'react'

export default function Link({ href, prefetch: _prefetch, scroll: _scroll, replace: _replace, children, ...rest }) {
  const attributes = { href: typeof href === 'string' ? href : String(href), ...rest }
  // Spread: the children are the caller's, in its order (an array handed on would want keys).
  return Array.isArray(children) ? createElement('a', attributes, ...children) : createElement('a', attributes, children)
}
