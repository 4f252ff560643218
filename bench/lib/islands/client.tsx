/**
 * What every page's islands would load (bench/islands.ts bundles it to measure it): React DOM's
 * client and the site's client components that every page has, each hydrated on its own element
 * from the props written beside it. A measurement's entry, not the site's.
 */
import { type ComponentType, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { HeaderRoot } from '../../../src/features/navigation/HeaderRoot'
import { NavItem } from '../../../src/features/navigation/NavItem'
import { NavLink } from '../../../src/features/navigation/NavLink'
import { MenuToggle, MainNav, SearchBox } from '../../../src/features/navigation/Controls'
import { CookieNotice } from '../../../src/features/consent/CookieNotice'
import { SiteAnalytics } from '../../../src/features/analytics/SiteAnalytics'
import { EmailGuard } from '../../../src/features/antispam/EmailGuard'
import { AosRuntime } from '../../../src/features/aos/AosRuntime'
import { StaffToolbarLoader } from '../../../src/features/staff-toolbar/StaffToolbarLoader'

const islands = {
  HeaderRoot,
  NavItem,
  NavLink,
  MenuToggle,
  MainNav,
  SearchBox,
  CookieNotice,
  SiteAnalytics,
  EmailGuard,
  AosRuntime,
  StaffToolbarLoader,
} as unknown as Record<string, ComponentType<object>>
const props = JSON.parse(document.getElementById('islands')?.textContent ?? '[]') as object[]
document.querySelectorAll<HTMLElement>('[data-island]').forEach((element, i) => {
  const island = islands[element.dataset.island ?? '']
  if (island) hydrateRoot(element, createElement(island, props[i] ?? {}))
})
