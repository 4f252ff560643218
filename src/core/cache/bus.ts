/**
 * The messages instances of one site exchange so that a change published on one expires the
 * cached pages of all (server/cache-bus.ts carries them over PostgreSQL NOTIFY or Redis
 * pub/sub). Pure: encoding, decoding with limits, and which messages an instance applies.
 *
 * A message names the tags and paths to expire, or `all` when a receiver cannot know what it
 * missed (it reconnected) or the list would not fit in one notification.
 */
export type CacheMessage = { from: string; tags: string[]; paths: string[]; all: boolean }

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below. */
export const MAX_MESSAGE_BYTES = 7000
const MAX_ITEMS = 500
const MAX_ITEM_LENGTH = 512

const isItem = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_ITEM_LENGTH

/** The message's text; a change too large for one notification becomes "expire everything". */
export function encodeMessage(from: string, change: { tags?: string[]; paths?: string[]; all?: boolean }): string {
  const tags = [...new Set(change.tags ?? [])].filter(isItem)
  const paths = [...new Set(change.paths ?? [])].filter(isItem)
  const text = JSON.stringify({ v: 1, from, tags, paths, all: Boolean(change.all) })
  if (Buffer.byteLength(text) <= MAX_MESSAGE_BYTES && tags.length + paths.length <= MAX_ITEMS) return text
  return JSON.stringify({ v: 1, from, tags: [], paths: [], all: true })
}

/** The message, or null for anything that is not one (another program on the channel, a newer version). */
export function decodeMessage(text: string): CacheMessage | null {
  if (text.length > MAX_MESSAGE_BYTES * 2) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const m = value as Record<string, unknown>
  if (m.v !== 1 || typeof m.from !== 'string' || m.from.length === 0 || m.from.length > 100) return null
  const list = (v: unknown): string[] | null =>
    Array.isArray(v) && v.length <= MAX_ITEMS && v.every(isItem) ? (v as string[]) : null
  const tags = list(m.tags)
  const paths = list(m.paths)
  if (!tags || !paths || typeof m.all !== 'boolean') return null
  if (!m.all && tags.length === 0 && paths.length === 0) return null
  return { from: m.from, tags, paths, all: m.all }
}

/** An instance applies what the others announce; its own changes it expired already. */
export const appliesTo = (message: CacheMessage, self: string): boolean => message.from !== self

/**
 * The channel's name for one site: instances of the same site share PAYLOAD_SECRET, and a
 * Redis shared by several sites keeps their announcements apart. A valid PostgreSQL identifier.
 */
export const channelName = (siteKey: string): string => `signalpost_cache_${siteKey.replace(/[^a-f0-9]/g, '').slice(0, 16)}`

/** Where invalidate() finds the running bus: Next's server bundle holds its own copies of modules, globalThis is shared. */
export const BUS_KEY = Symbol.for('signalpost.cache-bus')
