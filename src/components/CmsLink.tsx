import Link from 'next/link'
import type React from 'react'

import { isAffiliatePath } from '../core/analytics/affiliate'
import { containsEmail, mailtoAddress } from '../core/antispam/emails'
import { ProtectedEmail } from '../features/antispam/ProtectedEmail'
import type { Page } from '../payload-types'

export type LinkData = {
  type?: ('page' | 'url') | null
  page?: (number | null) | Page
  url?: string | null
  label?: string | null
  newTab?: boolean | null
  style?: ('primary' | 'secondary' | 'text') | null
}

/** The address a link points at, or null when its page is gone or unpublished. */
export function linkHref(link: LinkData | null | undefined): string | null {
  if (!link) return null
  if (link.type === 'url') return link.url?.trim() || null
  const page = link.page
  if (page && typeof page === 'object' && page.path) return page.path
  return null
}

type Props = {
  link: LinkData | null | undefined
  className?: string
  children?: React.ReactNode
  current?: string
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>

export function CmsLink({ link, className, children, current, ...rest }: Props) {
  const href = linkHref(link)
  if (!href || !link) return null
  const style = link.style ? `button button--${link.style}` : undefined
  const cls = [className, style].filter(Boolean).join(' ') || undefined
  const content = children ?? link.label
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const isCurrent = current !== undefined && current === href ? { 'aria-current': 'page' as const } : {}
  // E-mail links are protected: the page carries the address encrypted (features/antispam).
  const email = mailtoAddress(href)
  if (email) {
    const own = typeof content === 'string' && !containsEmail(content) ? content : undefined
    return (
      <ProtectedEmail email={email} className={cls}>
        {own}
      </ProtectedEmail>
    )
  }
  // Affiliate links (/go/, /recommend/) are redirects the server counts: an ordinary navigation, not the client router.
  if (href.startsWith('/') && !href.startsWith('//') && !isAffiliatePath(href)) {
    return (
      <Link href={href} className={cls} prefetch={false} {...newTab} {...isCurrent} {...rest}>
        {content}
      </Link>
    )
  }
  const external = /^https?:/i.test(href) ? { rel: 'noopener noreferrer' } : {}
  return (
    <a href={href} className={cls} {...external} {...newTab} {...isCurrent} {...rest}>
      {content}
    </a>
  )
}
