// next/link outside Next: a plain link (Next's prefetching and client navigation need its router).
import { createElement } from 'react'

export default function Link({ href, prefetch: _prefetch, scroll: _scroll, replace: _replace, ...rest }) {
  return createElement('a', { href: typeof href === 'string' ? href : String(href), ...rest })
}
