import { listPublishedPaths, listPublishedProductPaths } from '../../../features/site/queries'
import { settings } from '../../../server/settings'

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

// Rendered per request from cached data: the build must not read the database or bake in SITE_URL.
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const base = settings().siteUrl
  // Pages and products never share an address, so the two lists need no merging.
  const [pages, products] = await Promise.all([listPublishedPaths(), listPublishedProductPaths()])
  const urls = [...pages, ...products]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((p) => `  <url><loc>${escapeXml(base + p.path)}</loc><lastmod>${new Date(p.updatedAt).toISOString()}</lastmod></url>`)
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
