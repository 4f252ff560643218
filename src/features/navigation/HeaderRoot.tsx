'use client'

import type React from 'react'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { debounce, hashScrollTop, hashTargetId, isSticky, mobileQuery, trapIndex } from '../../core/nav/layout'
import { navStore, useNav } from './nav-state'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

const noSubscription = () => () => {}

const visible = (el: HTMLElement) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'

/**
 * The target's top in the page from layout alone: a section still waiting to animate in
 * is drawn 100 px lower by its transform, and scrolling to where it is drawn would leave
 * it 100 px off once the animation ends.
 */
function layoutTop(el: HTMLElement): number {
  let top = 0
  for (let node: HTMLElement | null = el; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop
  return top
}

/**
 * Scroll to an in-page target and give it focus. The page's scroll padding says where it ends: below
 * the header, 100 px from the top above 1200 px (globals.css).
 */
function goToTarget(target: HTMLElement) {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  const top = hashScrollTop(layoutTop(target), padding)
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  // A smooth scroll to a new place replaces one under way (the browser's own, for a typed hash).
  window.scrollTo({ top, behavior: reduced ? 'instant' : 'smooth' })
  if (!target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * The header's behaviour: which panel, menu or search is open, the mobile view
 * (from the breakpoint the server rendered), the sticky state with a height
 * placeholder, Escape, the focus trap and scroll lock of the mobile menu, and
 * in-page (#) links. The open state is the page's nav store (nav-state.ts), which the header's
 * other client components share without a context, so each of them may be hydrated on its own.
 */
export function HeaderRoot({ breakpoint, children }: { breakpoint: number; children: React.ReactNode }) {
  const header = useRef<HTMLElement>(null)
  const { open, setOpen, menuOpen, searchOpen, setSearchOpen, closeAll } = useNav()
  const [sticky, setSticky] = useState(false)
  const [height, setHeight] = useState<number | undefined>(undefined)

  // Mobile or desktop (false in the server HTML, whose CSS already follows the breakpoint);
  // crossing the breakpoint closes whatever is open.
  const query = mobileQuery(breakpoint)
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query)
      const onChange = () => {
        closeAll()
        notify()
      }
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query, closeAll],
  )
  const mobile = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
  // The other parts read the view in their event handlers, which run after this effect.
  useEffect(() => navStore.setMobile(mobile), [mobile])
  // A header taken away and put back starts closed, as a fresh one would.
  useEffect(() => closeAll, [closeAll])
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  // Sticky past 220 px: one passive scroll listener, read once per frame.
  useEffect(() => {
    let frame = 0
    const read = () => {
      frame = 0
      setSticky(isSticky(window.scrollY))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read)
    }
    read()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  // The placeholder keeps the header's height, measured again 100 ms after a resize.
  useEffect(() => {
    const measure = () => setHeight(header.current?.offsetHeight)
    const onResize = debounce(measure)
    measure()
    window.addEventListener('resize', onResize)
    return () => {
      onResize.cancel()
      window.removeEventListener('resize', onResize)
    }
  }, [])

  // The mobile menu locks the page's scroll and starts right under the header bar.
  useEffect(() => {
    if (!menuOpen) return
    const root = document.documentElement
    const bottom = header.current?.getBoundingClientRect().bottom ?? 0
    header.current?.style.setProperty('--menu-top', `${Math.max(0, bottom)}px`)
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [menuOpen])

  // Escape closes the innermost open thing and gives focus back to the button that opened it.
  useEffect(() => {
    if (!open && !menuOpen && !searchOpen) return
    const onKey = (e: KeyboardEvent) => {
      const el = header.current
      if (!el) return
      if (e.key === 'Escape') {
        const inside = el.contains(document.activeElement)
        let button: HTMLElement | null = null
        if (searchOpen) {
          setSearchOpen(false)
          button = el.querySelector('[data-search-toggle]')
        } else if (menuOpen) {
          closeAll()
          button = el.querySelector('[data-menu-toggle]')
        } else if (open) {
          setOpen(null)
          button = el.querySelector(`[aria-controls="${open}"]`)
        }
        if (button && (inside || menuOpen)) button.focus()
        return
      }
      if (e.key === 'Tab' && menuOpen) {
        const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible)
        const next = trapIndex(items.indexOf(document.activeElement as HTMLElement), items.length, e.shiftKey)
        if (next !== null) {
          e.preventDefault()
          items[next]?.focus()
        }
      }
    }
    // A click elsewhere on the page closes a panel or the search.
    const onPointerDown = (e: PointerEvent) => {
      if (menuOpen || header.current?.contains(e.target as Node)) return
      setOpen(null)
      setSearchOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, setOpen, menuOpen, searchOpen, setSearchOpen, closeAll])

  // Links to #targets: scroll (smoothly unless reduced motion), move focus, and correct for the header.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const a = (e.target as Element | null)?.closest?.('a[href^="#"]')
      const id = hashTargetId(a?.getAttribute('href'))
      const target = id ? document.getElementById(id) : null
      if (!target) return
      e.preventDefault()
      closeAll()
      if (location.hash !== `#${encodeURIComponent(id!)}`) history.pushState(history.state, '', `#${encodeURIComponent(id!)}`)
      goToTarget(target)
    }
    // A hash typed in or reached with Back/Forward: the browser has set off for the target already,
    // with the scroll padding, but to where the target is drawn. A section still waiting to animate in
    // is drawn lower than it will end up, so the scroll is aimed again at its place in the layout.
    const onHashChange = () => {
      // Only a hash that names an element on the page moves it; a slider's #slide names none.
      const id = hashTargetId(window.location.hash)
      const target = id ? document.getElementById(id) : null
      if (target) goToTarget(target)
    }
    document.addEventListener('click', onClick)
    window.addEventListener('hashchange', onHashChange)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('hashchange', onHashChange)
    }
  }, [closeAll])

  const cls = ['site-header', sticky && 'site-header--sticky', menuOpen && 'site-header--menu-open'].filter(Boolean).join(' ')
  return (
    <div className="site-header-slot" style={height ? { minHeight: height } : undefined}>
      <header
        ref={header}
        className={cls}
        data-breakpoint={breakpoint}
        data-sticky={sticky ? 'true' : 'false'}
        data-enhanced={enhanced ? 'true' : undefined}
        data-view={enhanced ? (mobile ? 'mobile' : 'desktop') : undefined}
      >
        {children}
      </header>
    </div>
  )
}
