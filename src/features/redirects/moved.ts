import type { PayloadRequest } from 'payload'

/** Collections whose documents have a public `path` and leave a 301 behind when they move. */
export type Addressed = 'pages' | 'products'

type Live = { path?: string | null; _status?: string | null }

/** The address a document has on the live site now, before this change is written. */
export async function livePath(
  req: PayloadRequest,
  collection: Addressed,
  id: number | string | undefined,
): Promise<string | null> {
  if (id === undefined) return null
  const live = (await req.payload.findByID({
    collection,
    id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
    disableErrors: true,
  })) as Live | null
  return live?._status === 'published' ? (live.path ?? null) : null
}

/**
 * Remembers a document's live address while it is being published (beforeChange), for
 * `redirectMoved` in afterChange. Read first, then assign: nested Local API calls may give
 * `req` a new context object.
 */
export async function rememberLivePath(
  req: PayloadRequest,
  collection: Addressed,
  id: number | string | undefined,
): Promise<void> {
  const live = await livePath(req, collection, id)
  const key = `${collection}OldLivePath`
  req.context[key] = { ...(req.context[key] as object), [String(id)]: live }
}

export function rememberedLivePath(context: Record<string, unknown>, collection: Addressed, id: unknown): string | null {
  return (context[`${collection}OldLivePath`] as Record<string, string | null> | undefined)?.[String(id)] ?? null
}

/**
 * After a document was published at `path`: a redirect from that address goes (it is live
 * again), and when it moved from `old`, a 301 from `old` points at the document itself, so
 * later moves keep it right.
 */
export async function redirectMoved(
  req: PayloadRequest,
  collection: Addressed,
  id: number,
  path: string,
  old: string | null,
): Promise<void> {
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: path } }, overrideAccess: true, req })
  if (!old || old === path) return
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: old } }, overrideAccess: true, req })
  await req.payload.create({
    collection: 'redirects',
    data: { from: old, to: { type: 'reference', reference: { relationTo: collection, value: id } }, type: '301' },
    overrideAccess: true,
    req,
  })
}
