import { useSyncExternalStore } from 'react'

import { CLOSED, createNavStore, type NavSnapshot, type NavStore } from '../../core/nav/store'

/**
 * The page's one header state, shared by the header's client components wherever React roots them.
 * On the server nothing sets it (only browser events do), and every render reads CLOSED.
 */
export const navStore = createNavStore()

export type NavState = NavSnapshot & Pick<NavStore, 'setOpen' | 'setMenuOpen' | 'setSearchOpen' | 'closeAll'>

const serverSnapshot = () => CLOSED

export function useNav(): NavState {
  const state = useSyncExternalStore(navStore.subscribe, navStore.get, serverSnapshot)
  return {
    ...state,
    setOpen: navStore.setOpen,
    setMenuOpen: navStore.setMenuOpen,
    setSearchOpen: navStore.setSearchOpen,
    closeAll: navStore.closeAll,
  }
}
