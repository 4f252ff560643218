import { hasRole } from '../../access/roles'
import { buildToolbar, parseToolbarRequest } from '../../core/entries/toolbar'
import { payload } from '../site/queries'

/** Nothing, for anyone who is not signed-in staff: the same empty answer whatever the reason. */
function nothing(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } })
}

/**
 * GET /next/staff-toolbar?path=/contact&form=3: the form toolbar's links and new-entries
 * counts, for a signed-in editor or admin only. Anyone else gets an empty 204 (no body, no
 * hint why), and a request without the session cookie never reaches the database. The
 * answer is private and never stored, so no cache can hand it to a visitor.
 */
export async function staffToolbar(request: Request): Promise<Response> {
  if (!/(?:^|;\s*)payload-token=[^;\s]/.test(request.headers.get('cookie') ?? '')) return nothing()
  const client = await payload()
  const { user } = await client.auth({ headers: request.headers })
  if (!hasRole(user, 'admin') && !hasRole(user, 'editor')) return nothing()
  const query = parseToolbarRequest(new URL(request.url).searchParams)
  if (!query) {
    return Response.json(
      { error: 'Expected a page address and form ids.' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const [pages, forms] = await Promise.all([
    client.find({
      collection: 'pages',
      where: { path: { equals: query.path } },
      select: { title: true },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    client.find({
      collection: 'forms',
      where: { id: { in: query.forms } },
      select: { title: true },
      limit: query.forms.length,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const found = new Map(forms.docs.map((f) => [f.id, f.title]))
  const withCounts = await Promise.all(
    query.forms
      .filter((id) => found.has(id))
      .map(async (id) => {
        const { totalDocs } = await client.count({
          collection: 'form-entries',
          where: { and: [{ form: { equals: id } }, { status: { equals: 'active' } }, { isRead: { equals: false } }] },
          overrideAccess: true,
        })
        return { id, title: found.get(id), newEntries: totalDocs }
      }),
  )
  return Response.json(buildToolbar(pages.docs[0] ?? null, withCounts), {
    headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
  })
}
