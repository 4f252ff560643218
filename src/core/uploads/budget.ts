/**
 * What bounds the files visitors park on the server before any form is sent: a budget of
 * bytes per address (an IPv6 address's /64) per hour, a ceiling on the unclaimed bytes of
 * everyone together, and a reserve of free disk that uploads never take, so the database and
 * everything else on that disk keep room to write. The refusals' messages are here, in the
 * style of GF's upload messages. Pure: the endpoint measures, this module decides.
 */
import { MIB } from './rules'

export const UPLOAD_LIMIT_MESSAGES = {
  /** The address has started more bytes of uploads this hour than its budget. */
  addressBudget: (minutes: number) =>
    `Too many files were uploaded from your address in the last hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  /** One file larger than an address may upload in an hour. */
  largerThanBudget: (mb: number) => `File exceeds size limit: at most ${mb} MB can be uploaded per hour.`,
  /** Unclaimed uploads of everyone together are at their ceiling, or the disk at its reserve. */
  serverFull: 'The server cannot take more files right now. Please try again later.',
} as const

/** Whole minutes to wait, at least one. */
export const minutesToWait = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60))

/** Megabytes for a message, rounded down. */
export const wholeMb = (bytes: number): number => Math.floor(bytes / MIB)

/**
 * Whether `incoming` more bytes leave at least `reserve` bytes free on a disk with `free`
 * bytes available to this process. A disk that cannot be measured (`free` null) has room:
 * writing to it fails loudly on its own.
 */
export function diskHasRoom(free: number | null, reserve: number, incoming: number): boolean {
  return free === null || free - Math.max(0, incoming) >= reserve
}

/** Whether `incoming` more unclaimed bytes stay within the ceiling for all addresses together. */
export function unclaimedHasRoom(unclaimed: number, ceiling: number, incoming: number): boolean {
  return unclaimed + incoming <= ceiling
}
