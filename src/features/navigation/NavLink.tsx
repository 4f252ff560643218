'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type React from 'react'

type Props = { href: string; newTab?: boolean; className?: string; children: React.ReactNode }

/**
 * A menu link that knows whether it is the current page: the path is known while
 * the server renders, and usePathname keeps it right after client navigation.
 */
export function NavLink({ href, newTab, className, children }: Props) {
  const pathname = usePathname()
  const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const current = pathname === href ? ('page' as const) : undefined
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={className} prefetch={false} aria-current={current} {...tab}>
        {children}
      </Link>
    )
  }
  const external = /^https?:/i.test(href) ? { rel: 'noopener noreferrer' } : {}
  return (
    <a href={href} className={className} aria-current={current} {...external} {...tab}>
      {children}
    </a>
  )
}
