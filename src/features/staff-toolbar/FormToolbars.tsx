'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import type { Toolbar, ToolbarForm } from '../../core/entries/toolbar'
import { createHoverIntent, HOVER_INTERVAL, HOVER_SENSITIVITY, type HoverIntent } from '../../core/nav/hover-intent'
import './staff-toolbar.css'

export type Placed = { form: ToolbarForm; host: HTMLElement }

/** Makes a host for each form's toolbar right above the form, in its server-rendered host (whose children React does not manage). */
export function placeToolbars(toolbar: Toolbar): Placed[] {
  const placed: Placed[] = []
  for (const form of toolbar.forms) {
    const wrapper = document.getElementById(`gform_wrapper_${form.id}`)
    if (!wrapper?.parentElement) continue
    const host = document.createElement('div')
    host.className = 'staff-toolbar'
    wrapper.parentElement.insertBefore(host, wrapper)
    placed.push({ form, host })
  }
  return placed
}

/** One toolbar above each form on the page; the form and its script are untouched. */
export function FormToolbars({ editPage, placed }: { editPage: string | null; placed: Placed[] }) {
  return (
    <>{placed.map(({ form, host }) => createPortal(<FormToolbar editPage={editPage} form={form} />, host, String(form.id)))}</>
  )
}

/**
 * The toolbar of one form (WAI-ARIA disclosure navigation): links, and a submenu parent
 * that expands on a resting mouse (hover intent: 100 ms, 6 px) or on focus and collapses
 * when the pointer or the focus leaves. Clicking the parent does nothing; Enter, Space or
 * Down Arrow on it move into the submenu, arrows move within it, Escape closes it.
 */
function FormToolbar({ editPage, form }: { editPage: string | null; form: ToolbarForm }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const item = useRef<HTMLLIElement>(null)
  const parent = useRef<HTMLButtonElement>(null)
  const intent = useRef<HoverIntent | null>(null)
  // Focus handed back to the parent by Escape must not open the submenu again.
  const quietFocus = useRef(false)

  useEffect(() => {
    intent.current = createHoverIntent({
      onOver: () => setOpen(true),
      onOut: () => setOpen(false),
      interval: HOVER_INTERVAL,
      sensitivity: HOVER_SENSITIVITY,
      // hoverIntent's default: the submenu closes as the pointer leaves (it sits right under its parent).
      timeout: 0,
    })
    return () => intent.current?.reset()
  }, [])

  useEffect(() => {
    if (!open) intent.current?.reset()
  }, [open])

  const links = () => [...(item.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])]
  const moveFocus = (to: 'first' | 'last' | 1 | -1) => {
    const all = links()
    if (all.length === 0) return
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    const next = to === 'first' ? 0 : to === 'last' ? all.length - 1 : at === -1 ? 0 : (at + to + all.length) % all.length
    all[next]!.focus()
  }
  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus && document.activeElement !== parent.current) {
      quietFocus.current = true
      parent.current?.focus()
    }
  }
  const mouse = (e: React.PointerEvent) => e.pointerType === 'mouse'

  return (
    <nav className="staff-toolbar__bar" aria-label={`Staff tools: ${form.title}`}>
      <span className="staff-toolbar__title" aria-hidden="true">
        {form.title}
      </span>
      <ul className="staff-toolbar__items">
        {editPage && (
          <li>
            <a className="staff-toolbar__link" href={editPage}>
              Edit page
            </a>
          </li>
        )}
        <li>
          <a className="staff-toolbar__link" href={form.editForm}>
            Edit form
          </a>
        </li>
        <li
          ref={item}
          className="staff-toolbar__menu"
          data-open={open ? 'true' : undefined}
          onPointerEnter={(e) => mouse(e) && intent.current?.enter({ x: e.clientX, y: e.clientY })}
          onPointerMove={(e) => mouse(e) && intent.current?.move({ x: e.clientX, y: e.clientY })}
          onPointerLeave={(e) => mouse(e) && intent.current?.leave()}
          onBlur={(e) => {
            if (!item.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && open) {
              e.preventDefault()
              close(true)
            } else if (e.target !== parent.current && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
              e.preventDefault()
              moveFocus(e.key === 'ArrowDown' ? 1 : -1)
            } else if (e.target !== parent.current && (e.key === 'Home' || e.key === 'End')) {
              e.preventDefault()
              moveFocus(e.key === 'Home' ? 'first' : 'last')
            }
          }}
        >
          <button
            ref={parent}
            type="button"
            className="staff-toolbar__link staff-toolbar__parent"
            aria-expanded={open}
            aria-controls={id}
            onFocus={() => {
              if (quietFocus.current) quietFocus.current = false
              else setOpen(true)
            }}
            // A submenu parent does nothing when clicked (the spec); hover and focus open it.
            onClick={(e) => e.preventDefault()}
            // A touch has no hover, and a tap does not focus a button everywhere: it opens the submenu.
            onPointerUp={(e) => {
              if (!mouse(e)) setOpen(true)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                e.preventDefault()
                setOpen(true)
                // The submenu is drawn on this render; focus its first (or last) link once it is.
                const to = e.key === 'ArrowUp' ? 'last' : 'first'
                requestAnimationFrame(() => moveFocus(to))
              }
            }}
          >
            Entries{' '}
            <span className="staff-toolbar__count">
              {form.newEntries}
              <span className="visually-hidden"> new</span>
            </span>
            <svg
              className="staff-toolbar__chevron"
              viewBox="0 0 12 12"
              width="12"
              height="12"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
          <ul id={id} className="staff-toolbar__submenu" hidden={!open}>
            {form.entries.map((entry) => (
              <li key={entry.label}>
                <a
                  className="staff-toolbar__sublink"
                  href={entry.href}
                  // The count is a badge on screen; read as one phrase: "New entries: 3".
                  aria-label={entry.count !== undefined ? `${entry.label}: ${entry.count}` : undefined}
                >
                  {entry.label}
                  {entry.count !== undefined && <span className="staff-toolbar__count">{entry.count}</span>}
                </a>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  )
}
