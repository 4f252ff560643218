// next/headers outside Next: a visitor's request, without preview and without cookies.
export async function draftMode() {
  return { isEnabled: false }
}
export async function cookies() {
  return { get: () => undefined, getAll: () => [], has: () => false }
}
export async function headers() {
  return new Headers()
}
