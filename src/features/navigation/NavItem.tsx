'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useRef } from 'react'

import { createHoverIntent, type HoverIntent } from '../../core/nav/hover-intent'
import { useNav } from './nav-state'

type Props = {
  /** The panel's element id (aria-controls). */
  id: string
  /** The top-level link (server-rendered), when the item is a link and a panel. */
  link?: React.ReactNode
  /** The button's visible text when the item has no link. */
  label: string
  /** The path of the item's own link: the item is marked as the current section below it. */
  href?: string
  children: React.ReactNode
}

/**
 * A top-level item with a panel (WAI-ARIA disclosure navigation): a button with
 * aria-expanded opens it on click, Enter and Space; a resting mouse opens it too
 * (hover intent) and leaving closes it after a short delay.
 *
 * It renders the inside of the item's <li>, which the header renders: a list may hold only its
 * items, and on a page served as islands this component's output is wrapped in the island's own
 * element (src/islands/jsx-runtime.tsx), which may not stand between the list and its item. Its
 * own element takes no box (`display: contents`), so the link, button and panel lay out in the <li>.
 */
export function NavItem({ id, link, label, href, children }: Props) {
  const { open, setOpen, mobile } = useNav()
  const expanded = open === id
  const intent = useRef<HoverIntent | null>(null)
  const pathname = usePathname()

  useEffect(() => {
    intent.current = createHoverIntent({
      onOver: () => setOpen(id),
      onOut: () => setOpen((current) => (current === id ? null : current)),
    })
    return () => intent.current?.reset()
  }, [id, setOpen])

  // Closed some other way (Escape, another panel, a click): the pointer must leave and come back to reopen.
  useEffect(() => {
    if (!expanded) intent.current?.reset()
  }, [expanded])

  const hovers = (e: React.PointerEvent) => e.pointerType === 'mouse' && !mobile
  const section = href && href !== '/' && pathname?.startsWith(`${href}/`)

  return (
    <div
      className="nav-item__body"
      data-open={expanded ? 'true' : undefined}
      data-section={section ? 'true' : undefined}
      onPointerEnter={(e) => {
        if (hovers(e)) intent.current?.enter({ x: e.clientX, y: e.clientY })
      }}
      onPointerMove={(e) => {
        if (hovers(e)) intent.current?.move({ x: e.clientX, y: e.clientY })
      }}
      onPointerLeave={(e) => {
        if (hovers(e)) intent.current?.leave()
      }}
    >
      {link}
      <button
        type="button"
        className="nav-item__button"
        aria-expanded={expanded}
        aria-controls={id}
        aria-label={link ? `${label} submenu` : undefined}
        onClick={() => setOpen(expanded ? null : id)}
      >
        {!link && <span>{label}</span>}
        <svg className="nav-item__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <div id={id} className="nav-panel">
        {children}
      </div>
    </div>
  )
}
