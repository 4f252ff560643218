/**
 * The islands' script in the browser (the islands build bundles it: src/islands/build.ts): React
 * DOM's client, and each <sp-island> hydrated as a root of its own from its props (the JSON in
 * #islands), with each <sp-slot>'s HTML handed back to the component where the server rendered
 * content (jsx-runtime.tsx, core/islands/slots.ts).
 */
import { type ComponentType, createElement, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { EmailGuard } from '../features/antispam/EmailGuard'
import { SiteAnalytics } from '../features/analytics/SiteAnalytics'
import { AosRuntime } from '../features/aos/AosRuntime'
import { CookieNotice } from '../features/consent/CookieNotice'
import { MainNav, MenuToggle, SearchBox } from '../features/navigation/Controls'
import { HeaderRoot } from '../features/navigation/HeaderRoot'
import { NavItem } from '../features/navigation/NavItem'
import { StaffToolbarLoader } from '../features/staff-toolbar/StaffToolbarLoader'
import { fillSlots } from '../core/islands/slots'
import type { KnownIsland } from './known'

type Loader = () => Promise<ComponentType<object>>
const ready = (component: unknown): Loader => {
  const loaded = Promise.resolve(component as ComponentType<object>)
  return () => loaded
}

// The islands of every page (the header's parts, the cookie notice, analytics, animate on scroll,
// protected e-mail addresses, the staff toolbar's loader) are this entry's, with React DOM's client:
// one file compresses better than each in a chunk of its own (measured: 4 KB more split). A block's
// island is a chunk of its own, loaded only by pages with that block (each page preloads the chunks
// of its islands: core/islands/document.ts).
const islands: Record<KnownIsland, Loader> = {
  HeaderRoot: ready(HeaderRoot),
  NavItem: ready(NavItem),
  MenuToggle: ready(MenuToggle),
  MainNav: ready(MainNav),
  SearchBox: ready(SearchBox),
  CookieNotice: ready(CookieNotice),
  SiteAnalytics: ready(SiteAnalytics),
  EmailGuard: ready(EmailGuard),
  AosRuntime: ready(AosRuntime),
  StaffToolbarLoader: ready(StaffToolbarLoader),
  GallerySwitcher: () => import('../features/products/GallerySwitcher').then((m) => m.GallerySwitcher as ComponentType<object>),
  // The form's island only starts its script (a chunk of its own, with chunks of its own per field type).
  FormScript: () => import('../features/forms/client/FormScript').then((m) => m.FormScript as ComponentType<object>),
  VideoMount: () => import('../features/video/VideoMount').then((m) => m.VideoMount as ComponentType<object>),
  SliderMount: () => import('../features/slider/SliderMount').then((m) => m.SliderMount as ComponentType<object>),
}

const all = JSON.parse(document.getElementById('islands')?.textContent ?? '[]') as unknown[]

/** The island's own slot of that name (not one of an island inside it). */
function slotHtml(island: Element, name: string): string {
  for (const slot of island.querySelectorAll<HTMLElement>('sp-slot'))
    if (slot.dataset.name === name && slot.parentElement?.closest('sp-island') === island) return slot.innerHTML
  return ''
}

/** The island's props with each slot's marker replaced by the slot's HTML as the server rendered it. */
function revive(island: Element, value: unknown): unknown {
  return fillSlots(value, (name) =>
    // React leaves the HTML of an element hydrated with dangerouslySetInnerHTML as it is.
    createElement('sp-slot', {
      'data-name': name,
      dangerouslySetInnerHTML: { __html: slotHtml(island, name) },
      suppressHydrationWarning: true,
    }),
  )
}

// Each island is a root of its own, hydrated when React gets to it: once every island's effects have
// run, <html> says so (data-islands="ready"), as Next's one root says it by the header's mark. A
// component's effects run after those of the components it renders, so Started's run last.
const found = [...document.querySelectorAll<HTMLElement>('sp-island')].filter(
  (island) => (islands as Record<string, Loader | undefined>)[island.dataset.island ?? ''],
)
let starting = found.length
function Started({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (--starting === 0) document.documentElement.dataset.islands = 'ready'
  }, [])
  return children
}

function hydrateAll() {
  for (const island of found) {
    const name = island.dataset.island!
    const props = revive(island, all[Number(island.dataset.props)]) as object
    void (islands as Record<string, Loader>)[name]!().then((component) => {
      hydrateRoot(island, createElement(Started, null, createElement(component, props)), {
        onRecoverableError: (error) => console.error(`[islands] ${name}:`, error),
      })
    })
  }
}

// Hydration starts once the page has been painted: what the islands show is in the HTML already, and
// React's work before the first frame only holds the page (Lighthouse on phones: blocking time
// 13-105 ms before, 0-36 ms after). A page opened in a tab out of sight, which paints nothing,
// starts at once.
if (document.visibilityState === 'hidden') hydrateAll()
else requestAnimationFrame(() => setTimeout(hydrateAll, 0))
