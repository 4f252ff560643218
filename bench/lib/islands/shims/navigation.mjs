// next/navigation outside Next: the address being rendered (render.tsx sets it; in the browser, the page's); what the router
// does (navigation, notFound, redirects) is not needed to render a page that exists.
export const usePathname = () => (typeof location === 'undefined' ? (globalThis.__path ?? '/') : location.pathname)
export const useRouter = () => ({ push() {}, replace() {}, refresh() {}, prefetch() {}, back() {} })
export const useSearchParams = () => new URLSearchParams()
export function notFound() {
  throw new Error('notFound() outside Next')
}
export function redirect() {
  throw new Error('redirect() outside Next')
}
export function permanentRedirect() {
  throw new Error('permanentRedirect() outside Next')
}
