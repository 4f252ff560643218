/**
 * What the pages' islands load (bench/islands.ts bundles it, measures it and serves it to
 * Lighthouse): React DOM's client, and each <sp-island> hydrated as a root of its own from its
 * props (the JSON in #islands), with each <sp-slot>'s HTML handed back to the component where the
 * server rendered content (see shims/jsx-runtime.mjs). A measurement's entry, not the site's.
 */
import { type ComponentType, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { EmailGuard } from '../../../src/features/antispam/EmailGuard'
import { SiteAnalytics } from '../../../src/features/analytics/SiteAnalytics'
import { AosRuntime } from '../../../src/features/aos/AosRuntime'
import { CookieNotice } from '../../../src/features/consent/CookieNotice'
import { MainNav, MenuToggle, SearchBox } from '../../../src/features/navigation/Controls'
import { HeaderRoot } from '../../../src/features/navigation/HeaderRoot'
import { NavItem } from '../../../src/features/navigation/NavItem'
import { StaffToolbarLoader } from '../../../src/features/staff-toolbar/StaffToolbarLoader'
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
// of its islands: bench/islands.ts).
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
  GallerySwitcher: () =>
    import('../../../src/features/products/GallerySwitcher').then((m) => m.GallerySwitcher as ComponentType<object>),
}

const all = JSON.parse(document.getElementById('islands')?.textContent ?? '[]') as unknown[]

/** The island's own slot of that name (not one of an island inside it). */
function slotHtml(island: Element, name: string): string {
  for (const slot of island.querySelectorAll<HTMLElement>('sp-slot'))
    if (slot.dataset.name === name && slot.parentElement?.closest('sp-island') === island) return slot.innerHTML
  return ''
}

function revive(island: Element, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => revive(island, v))
  if (value && typeof value === 'object') {
    if ('$slot' in value) {
      const name = String(value.$slot)
      // React leaves the HTML of an element hydrated with dangerouslySetInnerHTML as it is.
      return createElement('sp-slot', {
        'data-name': name,
        dangerouslySetInnerHTML: { __html: slotHtml(island, name) },
        suppressHydrationWarning: true,
      })
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(island, v)]))
  }
  return value
}

for (const island of document.querySelectorAll<HTMLElement>('sp-island')) {
  const name = island.dataset.island ?? ''
  const load = (islands as Record<string, Loader | undefined>)[name]
  if (!load) continue
  const props = revive(island, all[Number(island.dataset.props)]) as object
  void load().then((component) => {
    hydrateRoot(island, createElement(component, props), {
      onRecoverableError: (error) => console.error(`[islands] ${name}:`, error),
    })
  })
}
