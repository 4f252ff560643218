'use client'

import { useEffect } from 'react'

/**
 * Starts the protected-address decoder (client/emails.ts) on pages that have protected
 * addresses, at the visitor's first interaction (pointer, touch, key or focus). A click on
 * an address before that decodes it first, then follows the link. The decoder itself is a
 * separate chunk fetched only then, so a page costs a few hundred bytes until someone acts.
 */
export function EmailGuard() {
  useEffect(() => {
    if (!document.querySelector('[data-sp-email]')) return
    const events = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const
    let started = false
    const start = (event: Event) => {
      if (started) return
      started = true
      for (const e of events) window.removeEventListener(e, start, true)
      const p = event as PointerEvent
      const trigger = { type: event.type, x: p.clientX, y: p.clientY }
      void import('./client/emails').then((m) => m.decodeAll(trigger)).catch((err: unknown) => console.error(err))
    }
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-sp-email]')
      if (!link) return
      // Not decoded yet: nothing else may act on the placeholder address (#).
      event.preventDefault()
      event.stopImmediatePropagation()
      start(event)
      const trigger = { type: 'click', x: event.clientX, y: event.clientY }
      void import('./client/emails').then((m) => m.openProtected(link, trigger)).catch((err: unknown) => console.error(err))
    }
    for (const e of events) window.addEventListener(e, start, { capture: true, passive: true })
    window.addEventListener('click', click, true)
    // A keyboard user may have tabbed into the page before this script ran: that focus was an
    // interaction too, and no later focusin would come while they stay on the address.
    const focused = document.activeElement
    if (focused && focused !== document.body && focused !== document.documentElement) start(new FocusEvent('focusin'))
    return () => {
      for (const e of events) window.removeEventListener(e, start, true)
      window.removeEventListener('click', click, true)
    }
  }, [])
  return null
}
