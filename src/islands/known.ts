/**
 * The islands the browser script hydrates (client.tsx must have a loader for each, and the type
 * makes sure it does). A page with any other island (a form's or a slider's script, not yet built
 * as islands) is not served as islands: core/islands/document.ts names what it lacks.
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
] as const

export type KnownIsland = (typeof KNOWN_ISLANDS)[number]
