'use client'

import { useEffect } from 'react'

import { REVEAL_EVENTS, REVEAL_IDLE_MS } from '../../core/antispam/reveal'

/**
 * Starts the protected-address decoder (client/emails.ts) on pages that have protected
 * addresses, at the first sign of a person: a pointer, touch, key, focus or scroll, or, for a
 * reader who does none of these, a short idle time after the page has loaded (the decoder asks
 * for the page's token at load and decodes once the token is that old; the server checks).
 * A click on an address before that decodes it first, then follows the link. The decoder
 * itself is a separate chunk, fetched once the page has loaded.
 */
export function EmailGuard() {
  useEffect(() => {
    if (!document.querySelector('[data-sp-email]')) return
    let started = false
    let idle = 0
    const decoder = () => import('./client/emails')
    const stop = () => {
      for (const e of REVEAL_EVENTS) window.removeEventListener(e, onSign, true)
      window.removeEventListener('load', afterLoad)
      window.clearTimeout(idle)
    }
    const start = (trigger: { type: string; x?: number; y?: number }) => {
      if (started) return
      started = true
      stop()
      void decoder()
        .then((m) => m.decodeAll(trigger))
        .catch((err: unknown) => console.error(err))
    }
    function onSign(event: Event) {
      const p = event as PointerEvent
      start({ type: event.type, x: p.clientX, y: p.clientY })
    }
    // The idle time runs from when the page's token arrived, so the server sees a token that old.
    function afterLoad() {
      void decoder()
        .then((m) => m.prepareToken())
        .then((ok) => {
          if (ok && !started) idle = window.setTimeout(() => start({ type: 'idle' }), REVEAL_IDLE_MS)
        })
        .catch((err: unknown) => console.error(err))
    }
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-sp-email]')
      if (!link) return
      // Not decoded yet: nothing else may act on the placeholder address (#).
      event.preventDefault()
      event.stopImmediatePropagation()
      start({ type: 'click', x: event.clientX, y: event.clientY })
      const trigger = { type: 'click', x: event.clientX, y: event.clientY }
      void decoder()
        .then((m) => m.openProtected(link, trigger))
        .catch((err: unknown) => console.error(err))
    }
    for (const e of REVEAL_EVENTS) window.addEventListener(e, onSign, { capture: true, passive: true })
    window.addEventListener('click', click, true)
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    // A keyboard user may have tabbed into the page before this script ran: that focus was an
    // interaction too, and no later focusin would come while they stay on the address.
    const focused = document.activeElement
    if (focused && focused !== document.body && focused !== document.documentElement) start({ type: 'focusin' })
    return () => {
      stop()
      window.removeEventListener('click', click, true)
    }
  }, [])
  return null
}
