/**
 * The islands the browser script hydrates (client.tsx must have a loader for each, and the type
 * makes sure it does). A page with any other island is not served as islands:
 * core/islands/document.ts names what it lacks.
 */
export const KNOWN_ISLANDS = [
  'HeaderRoot',
  'NavItem',
  'MenuToggle',
  'MainNav',
  'SearchBox',
  'CookieNotice',
  'SiteAnalytics',
  'EmailGuard',
  'AosRuntime',
  'StaffToolbarLoader',
  'GallerySwitcher',
  'FormScript',
  'VideoMount',
  'SliderMount',
] as const

export type KnownIsland = (typeof KNOWN_ISLANDS)[number]
