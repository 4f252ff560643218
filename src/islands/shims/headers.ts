// next/headers in the islands render: a visitor's request as the page cache serves it, without
// preview and without cookies (a cached page is the same for every visitor).
export async function draftMode() {
  return { isEnabled: false, enable() {}, disable() {} }
}
export async function cookies() {
  return { get: () => undefined, getAll: () => [], has: () => false }
}
export async function headers() {
  return new Headers()
}
