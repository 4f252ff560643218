/**
 * What one sender, and everyone together, may park in the upload storage before a form is
 * sent (core/uploads/budget.ts decides; this module measures):
 *
 * - bytes per address (an IPv6 address's /64) per hour, `UPLOAD_ADDRESS_MB_PER_HOUR`, taken
 *   from a rate limiter of the site's one factory, so with `REDIS_URL` all instances count
 *   together;
 * - the bytes of all uploads no submission or saved draft has claimed, `UPLOAD_UNCLAIMED_MAX_MB`,
 *   summed from the upload records (shared by every instance through the database);
 * - a free-disk reserve, `UPLOAD_DISK_RESERVE_MB`, on the upload folder's disk and the data
 *   folder's (the SQLite database, media), measured with statfs;
 * - a field's files per sender: records carry a keyed hash of the sender's network (`owner`),
 *   which the client cannot choose, unlike the `gform_unique_id` it sends.
 */
import { createHmac } from 'node:crypto'
import { statfs } from 'node:fs/promises'
import path from 'node:path'

import { and, eq, inArray, lte, sql, type Column } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { networkKey } from '../../core/http/network'
import type { RateLimiter } from '../../core/http/rate-limit'
import type { UploadSettings } from '../../core/uploads/settings'
import { rateLimiter } from '../../server/rate-limiters'
import { settings } from '../../server/settings'
import { plainDb, plainTable } from '../../server/sql'

/** The limits the endpoint applies (from the settings; tests pass their own). */
export type UploadLimits = Pick<
  UploadSettings,
  'addressBytesPerHour' | 'unclaimedMaxBytes' | 'diskReserveBytes' | 'unclaimedLifetimeMs'
>

/**
 * A sender may hold this many submissions' worth of a field's files at once (a field that takes
 * two files: ten unclaimed files per sender). More than one, because several people behind one
 * office address may be filling in the same form; bounded, because the unique id that tells
 * their submissions apart is chosen by the client.
 */
export const SUBMISSIONS_PER_SENDER = 5

/** A keyed hash of the sender's network: records never hold the address itself. */
export function ownerOf(address: string, secret = settings().secret): string {
  return createHmac('sha256', secret)
    .update(`upload-owner:${networkKey(address)}`)
    .digest('hex')
    .slice(0, 32)
}

let bytes: { budget: number; limiter: RateLimiter } | undefined

/** Bytes per address per hour, refilled evenly over the hour (shared through Redis with REDIS_URL). */
export function addressBytesLimiter(budget: number): RateLimiter {
  if (!bytes || bytes.budget !== budget)
    bytes = { budget, limiter: rateLimiter('upload-bytes', { capacity: budget, refillPerMinute: budget / 60 }) }
  return bytes.limiter
}

/** Bytes available to this process on the disk holding `dir` (its nearest existing parent), or null. */
export async function freeBytes(dir: string): Promise<number | null> {
  let at = path.resolve(dir)
  for (;;) {
    try {
      const s = await statfs(at)
      return Number(s.bavail) * Number(s.bsize)
    } catch {
      const parent = path.dirname(at)
      if (parent === at) return null
      at = parent
    }
  }
}

/** The least free space of the disks uploads and the database write to. */
export async function leastFreeBytes(dirs: readonly string[]): Promise<number | null> {
  const free = (await Promise.all(dirs.map(freeBytes))).filter((n): n is number => n !== null)
  return free.length ? Math.min(...free) : null
}

type UploadsTable = {
  size: Column
  status: Column
  keepUntil: Column
  form: Column
  fieldId: Column
  owner: Column
}

const uploadsTable = (payload: Payload) => plainTable(payload, 'form-uploads') as unknown as UploadsTable & { id: Column }

/**
 * Records no submission or saved draft has claimed: still uploading or complete, and kept no
 * longer than an unclaimed file is (a draft moves a file's `keepUntil` to its own expiry).
 */
function unclaimed(table: UploadsTable, now: number, limits: UploadLimits) {
  // A minute of slack: keepUntil is set from each instance's clock.
  const horizon = new Date(now + limits.unclaimedLifetimeMs + 60_000).toISOString()
  return and(inArray(table.status, ['uploading', 'complete']), lte(table.keepUntil, horizon))
}

/** The declared bytes of every unclaimed upload, all senders together. */
export async function unclaimedBytes(payload: Payload, now: number, limits: UploadLimits): Promise<number> {
  const table = uploadsTable(payload)
  const db = await plainDb(payload)
  const rows = (await db
    .select({ total: sql`coalesce(sum(${table.size}), 0)` })
    .from(table)
    .where(unclaimed(table, now, limits))) as Array<{ total: unknown }>
  return Number(rows[0]?.total ?? 0)
}

/** Unclaimed files of one field from one sender, whatever unique ids they were sent with. */
export async function senderFieldUploads(
  payload: Payload,
  formId: number,
  fieldId: number,
  owner: string,
  now: number,
  limits: UploadLimits,
): Promise<number> {
  const table = uploadsTable(payload)
  const db = await plainDb(payload)
  const rows = (await db
    .select({ n: sql`count(*)` })
    .from(table)
    .where(
      and(eq(table.form, formId), eq(table.fieldId, fieldId), eq(table.owner, owner), unclaimed(table, now, limits)),
    )) as Array<{ n: unknown }>
  return Number(rows[0]?.n ?? 0)
}
