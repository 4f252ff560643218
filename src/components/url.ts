/**
 * Payload writes file URLs with the site's origin in front. Pages use the path
 * alone, so they work under any host name the site answers to.
 */
export function sitePath(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return parsed.pathname + parsed.search
  } catch {
    return undefined
  }
}
