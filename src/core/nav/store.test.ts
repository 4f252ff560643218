import { describe, expect, it, vi } from 'vitest'

import { CLOSED, createNavStore } from './store'

describe('createNavStore', () => {
  it('starts closed, in the desktop view', () => {
    const store = createNavStore()
    expect(store.get()).toBe(CLOSED)
    expect(CLOSED).toEqual({ open: null, menuOpen: false, searchOpen: false, mobile: false })
  })

  it('keeps one panel open at a time, and takes an updater of the open one', () => {
    const store = createNavStore()
    store.setOpen('panel-a')
    store.setOpen('panel-b')
    expect(store.get().open).toBe('panel-b')
    // Hover intent's close: only the panel it opened, not one opened since.
    store.setOpen((current) => (current === 'panel-a' ? null : current))
    expect(store.get().open).toBe('panel-b')
    store.setOpen((current) => (current === 'panel-b' ? null : current))
    expect(store.get().open).toBeNull()
  })

  it('tells every subscriber of a change, and only of a change', () => {
    const store = createNavStore()
    const a = vi.fn()
    const b = vi.fn()
    store.subscribe(a)
    const unsubscribe = store.subscribe(b)
    store.setMenuOpen(true)
    expect(a).toHaveBeenCalledTimes(1)
    expect(b).toHaveBeenCalledTimes(1)
    const before = store.get()
    store.setMenuOpen(true)
    expect(store.get()).toBe(before)
    expect(a).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.setSearchOpen(true)
    expect(a).toHaveBeenCalledTimes(2)
    expect(b).toHaveBeenCalledTimes(1)
  })

  it('gives a new frozen snapshot per change and leaves the last one as it was', () => {
    const store = createNavStore()
    store.setOpen('x')
    const first = store.get()
    store.setSearchOpen(true)
    expect(first).toEqual({ open: 'x', menuOpen: false, searchOpen: false, mobile: false })
    expect(store.get()).toEqual({ open: 'x', menuOpen: false, searchOpen: true, mobile: false })
    expect(Object.isFrozen(store.get())).toBe(true)
  })

  it('closes everything at once and keeps the view', () => {
    const store = createNavStore()
    store.setMobile(true)
    store.setOpen('x')
    store.setMenuOpen(true)
    store.setSearchOpen(true)
    const listener = vi.fn()
    store.subscribe(listener)
    store.closeAll()
    expect(store.get()).toEqual({ open: null, menuOpen: false, searchOpen: false, mobile: true })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('lets a subscriber leave while being told', () => {
    const store = createNavStore()
    const calls: string[] = []
    const off = store.subscribe(() => {
      calls.push('a')
      off()
    })
    store.subscribe(() => calls.push('b'))
    store.setOpen('x')
    store.setOpen('y')
    expect(calls).toEqual(['a', 'b', 'b'])
  })

  it('keeps stores apart', () => {
    const one = createNavStore()
    const two = createNavStore()
    one.setOpen('x')
    expect(two.get()).toBe(CLOSED)
  })
})
