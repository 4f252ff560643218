// next/navigation in the islands render: the address being rendered (in the browser, the page's).
// What Next's router does (client navigation, notFound, redirects) has no place in a render of a
// page that exists: the renderer is asked only for pages the site has (render.tsx).
import { renderedPathname } from '../pathname'

export const usePathname = (): string => (typeof location === 'undefined' ? (renderedPathname() ?? '/') : location.pathname)
const router = { push() {}, replace() {}, refresh() {}, prefetch() {}, back() {}, forward() {} }
export const useRouter = () => router
export const useSearchParams = () => new URLSearchParams()

/** What a render that would need Next's router throws: the page is then Next's to answer. */
export class NeedsNext extends Error {
  constructor(what: string) {
    super(`${what}: this page needs Next.js`)
    this.name = 'NeedsNext'
  }
}
export function notFound(): never {
  throw new NeedsNext('notFound()')
}
export function redirect(): never {
  throw new NeedsNext('redirect()')
}
export function permanentRedirect(): never {
  throw new NeedsNext('permanentRedirect()')
}
