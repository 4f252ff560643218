'use client'

import type React from 'react'
import { useEffect, useRef } from 'react'

import { useNav } from './nav-state'

/** The button that opens the mobile menu (below the breakpoint). */
export function MenuToggle({ controls }: { controls: string }) {
  const { menuOpen, setMenuOpen, setOpen } = useNav()
  return (
    <button
      type="button"
      className="menu-toggle"
      data-menu-toggle
      aria-expanded={menuOpen}
      aria-controls={controls}
      onClick={() => {
        setOpen(null)
        setMenuOpen(!menuOpen)
      }}
    >
      <span className="menu-toggle__bars" aria-hidden="true" />
      <span className="menu-toggle__label">Menu</span>
    </button>
  )
}

/** The main navigation: focus leaving it closes the open panel (on desktop). */
export function MainNav({ id, children }: { id: string; children: React.ReactNode }) {
  const { menuOpen, mobile, setOpen } = useNav()
  return (
    <div
      id={id}
      className="site-menu"
      data-open={menuOpen ? 'true' : undefined}
      onBlur={(e) => {
        if (!mobile && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(null)
      }}
    >
      {children}
    </div>
  )
}

/** The search button and its form; the form submits with GET to /search?q=… */
export function SearchBox({ id, children }: { id: string; children: React.ReactNode }) {
  const { searchOpen, setSearchOpen, setOpen, setMenuOpen } = useNav()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (searchOpen) box.current?.querySelector('input')?.focus()
  }, [searchOpen])
  return (
    <div className="header-search" data-open={searchOpen ? 'true' : undefined}>
      <button
        type="button"
        className="header-search__toggle"
        data-search-toggle
        aria-expanded={searchOpen}
        aria-controls={id}
        aria-label="Search"
        onClick={() => {
          setOpen(null)
          setMenuOpen(false)
          setSearchOpen(!searchOpen)
        }}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div ref={box} id={id} className="header-search__box">
        {children}
      </div>
    </div>
  )
}
