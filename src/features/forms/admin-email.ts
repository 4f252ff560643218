import type { Payload, PayloadRequest } from 'payload'

/**
 * The first admin's address: what stands in for Gravity Forms' `{admin_email}` (the importer) and
 * what a new form notifies when neither Site settings nor its creator give one. `req` keeps the
 * read in the caller's transaction.
 */
export async function firstAdminEmail(payload: Payload, req?: PayloadRequest): Promise<string | undefined> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { contains: 'admin' } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return typeof docs[0]?.email === 'string' ? docs[0].email : undefined
}
