// next/link in the islands render: a plain link (Next's prefetching and client navigation need its
// router; a page served as islands is loaded whole for each address).
import { createElement, type AnchorHTMLAttributes, type ReactNode } from 'react'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string | URL
  prefetch?: unknown
  scroll?: unknown
  replace?: unknown
  children?: ReactNode
}

export default function Link({ href, prefetch: _prefetch, scroll: _scroll, replace: _replace, children, ...rest }: LinkProps) {
  const attributes = { href: typeof href === 'string' ? href : String(href), ...rest }
  // Spread: the children are the caller's, in its order (an array handed on would want keys).
  return Array.isArray(children)
    ? createElement('a', attributes, ...(children as ReactNode[]))
    : createElement('a', attributes, children)
}
