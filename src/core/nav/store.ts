/**
 * The header's open state (which panel, the mobile menu, the search) in a small external store rather
 * than a React context: the header's parts (HeaderRoot, each NavItem, the menu toggle, the search box)
 * then share it even when each is hydrated as a React root of its own, which a context cannot cross.
 * React reads it through useSyncExternalStore (features/navigation/nav-state.ts).
 */

export type NavSnapshot = {
  /** The id of the open panel, or null: only one is open at a time. */
  readonly open: string | null
  readonly menuOpen: boolean
  readonly searchOpen: boolean
  /** Below the header's breakpoint (told by HeaderRoot, which watches it). */
  readonly mobile: boolean
}

export type NavStore = {
  get: () => NavSnapshot
  subscribe: (listener: () => void) => () => void
  setOpen: (id: string | null | ((current: string | null) => string | null)) => void
  setMenuOpen: (open: boolean) => void
  setSearchOpen: (open: boolean) => void
  setMobile: (mobile: boolean) => void
  closeAll: () => void
}

/** What the server renders and hydration starts from: everything closed, the desktop view. */
export const CLOSED: NavSnapshot = Object.freeze({ open: null, menuOpen: false, searchOpen: false, mobile: false })

export function createNavStore(): NavStore {
  let state: NavSnapshot = CLOSED
  const listeners = new Set<() => void>()

  // A new snapshot only when something changed: useSyncExternalStore compares snapshots by identity.
  const update = (next: Partial<NavSnapshot>) => {
    const merged = { ...state, ...next }
    if (
      merged.open === state.open &&
      merged.menuOpen === state.menuOpen &&
      merged.searchOpen === state.searchOpen &&
      merged.mobile === state.mobile
    )
      return
    state = Object.freeze(merged)
    for (const listener of [...listeners]) listener()
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    setOpen: (id) => update({ open: typeof id === 'function' ? id(state.open) : id }),
    setMenuOpen: (menuOpen) => update({ menuOpen }),
    setSearchOpen: (searchOpen) => update({ searchOpen }),
    setMobile: (mobile) => update({ mobile }),
    closeAll: () => update({ open: null, menuOpen: false, searchOpen: false }),
  }
}
