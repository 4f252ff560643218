import 'server-only'

import type React from 'react'

import { maskEmail, protectedLabel } from '../../core/antispam/emails'
import { settings } from '../../server/settings'
import { encodeEmail, pageNonce } from './email-codec'

/**
 * An e-mail address or `mailto:` link as the page's HTML carries it: encrypted
 * (`data-sp-email`), shown masked (`i••• at o•••.example`) or with the editor's own link text,
 * and named for screen readers. After the visitor interacts with the page the browser has it
 * decoded and it becomes an ordinary `mailto:` link (client/emails.ts). The HTML, the React
 * payload and the cache never hold the address.
 */
export function ProtectedEmail({
  email,
  children,
  className,
  label,
}: {
  email: string
  /** The link's own text ("E-mail us"); without it the address itself is shown once decoded. */
  children?: React.ReactNode
  className?: string
  /** The link's name when its content is more than text (an icon and a label). */
  label?: string
}) {
  const secret = settings().secret
  const custom = typeof children === 'string' ? children : label
  const common = {
    href: '#',
    className: ['sp-email', className].filter(Boolean).join(' '),
    'data-sp-email': encodeEmail(secret, email),
    'data-sp-nonce': pageNonce(secret),
  }
  if (children) {
    return (
      <a {...common} data-sp-label="custom" aria-label={protectedLabel(custom)}>
        {children}
      </a>
    )
  }
  // The masked address is for the eye; a screen reader hears what the link does instead. Named by
  // its content rather than aria-label, so the name does not leave out the visible text (WCAG 2.5.3).
  return (
    <a {...common} data-sp-label="address">
      <span aria-hidden="true">{maskEmail(email)}</span>
      <span className="visually-hidden">{protectedLabel()}</span>
    </a>
  )
}
