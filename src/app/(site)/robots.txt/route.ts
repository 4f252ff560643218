import { settings } from '../../../server/settings'

// Rendered per request: the build must not bake in SITE_URL.
export const dynamic = 'force-dynamic'

export function GET(): Response {
  const body = `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /next/\n\nSitemap: ${settings().siteUrl}/sitemap.xml\n`
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
