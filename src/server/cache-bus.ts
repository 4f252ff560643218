import { createHmac, randomUUID } from 'node:crypto'

import { Redis } from 'ioredis'
import pg from 'pg'

import { appliesTo, channelName, decodeMessage, encodeMessage, type CacheMessage } from '../core/cache/bus'
import type { Invalidation } from '../features/cache/invalidate'

/**
 * Cache invalidation across the instances of one site. Every instance keeps its own cache of
 * rendered pages; when content changes on one, it announces the expired tags and paths, and
 * each other instance expires them too (through its own /next/revalidate, as only a request
 * inside Next may). The channel is Redis pub/sub when REDIS_URL is set (the instances share it
 * already for rate limits), otherwise PostgreSQL LISTEN/NOTIFY on the site's database. With
 * SQLite there is one instance and no bus.
 *
 * Announcements are not stored: an instance that lost its connection may have missed some, so
 * after every reconnection it expires everything once. Pages are rendered again on their next
 * visit; nothing stale is served longer than the outage.
 */
export type CacheBus = {
  instance: string
  transport: 'redis' | 'postgres'
  publish: (change: Invalidation) => Promise<void>
  /** Resolves once the channel is listened to (tests wait for it). */
  ready: Promise<void>
  close: () => Promise<void>
}

type Options = {
  secret: string
  redisUrl?: string
  postgresUrl?: string
  instance?: string
  /** Expires the change on this instance. */
  apply: (change: Invalidation & { all?: boolean }) => Promise<void>
  log?: (line: string) => void
}

export function startCacheBus(options: Options): CacheBus | null {
  const instance = options.instance ?? randomUUID()
  const channel = channelName(createHmac('sha256', options.secret).update('cache-bus').digest('hex'))
  const log = options.log ?? ((line: string) => console.log(`[cache-bus] ${line}`))
  const receive = (text: string) => {
    const message = decodeMessage(text)
    if (!message || !appliesTo(message, instance)) return
    apply(message)
  }
  const apply = (message: Pick<CacheMessage, 'tags' | 'paths' | 'all'>) =>
    options
      .apply({ tags: message.tags, paths: message.paths, all: message.all })
      .catch((err: unknown) => log(`could not expire ${message.all ? 'everything' : message.tags.join(', ')}: ${String(err)}`))
  const missed = () => apply({ tags: [], paths: [], all: true })
  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  const link: Link = { channel, receive, missed, log, ready: () => markReady() }
  const transport = options.redisUrl
    ? redisTransport(options.redisUrl, link)
    : options.postgresUrl
      ? postgresTransport(options.postgresUrl, link)
      : null
  if (!transport) return null
  return {
    instance,
    transport: transport.kind,
    ready,
    publish: async (change) => {
      try {
        await transport.send(encodeMessage(instance, change))
      } catch (err) {
        log(`could not announce a change to the other instances: ${String(err instanceof Error ? err.message : err)}`)
      }
    },
    close: transport.close,
  }
}

/** What a transport is given: the channel, what to do with a message or a reconnection, and "listening now". */
type Link = {
  channel: string
  receive: (text: string) => void
  missed: () => void
  log: (line: string) => void
  ready: () => void
}

type Transport = { kind: CacheBus['transport']; send: (text: string) => Promise<unknown>; close: () => Promise<void> }

function redisTransport(url: string, { channel, receive, missed, log, ready }: Link): Transport {
  // A subscribed connection can do nothing else, hence two.
  const subscriber = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: null, connectionName: 'signalpost-cache-bus' })
  const publisher = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
  let lost = false
  subscriber.on('error', () => undefined)
  publisher.on('error', () => undefined)
  subscriber.on('close', () => {
    if (!lost) log('lost the connection to Redis; reconnecting')
    lost = true
  })
  subscriber.on('message', (_channel: string, text: string) => receive(text))
  // ioredis subscribes again by itself after reconnecting; 'ready' follows that.
  subscriber.on('ready', () => {
    if (lost) {
      lost = false
      log('reconnected to Redis; expiring every cached page once, as announcements may have been missed')
      missed()
    }
  })
  subscriber.subscribe(channel).then(ready, (err: unknown) => log(`could not subscribe: ${String(err)}`))
  return {
    kind: 'redis',
    send: (text) => publisher.publish(channel, text),
    close: async () => {
      subscriber.disconnect()
      publisher.disconnect()
    },
  }
}

function postgresTransport(url: string, { channel, receive, missed, log, ready }: Link): Transport {
  let client: pg.Client | null = null
  let closed = false
  let everConnected = false
  let delay = 500

  // One connection that listens and also sends the announcements; a new one after any failure.
  const connect = async (): Promise<void> => {
    if (closed) return
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, application_name: 'signalpost-cache-bus' })
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload) receive(n.payload)
    })
    const retry = () => {
      if (client !== next) return
      client = null
      next.end().catch(() => undefined)
      if (closed) return
      log(`lost the connection to PostgreSQL; reconnecting in ${delay} ms`)
      setTimeout(() => void connect(), delay).unref()
      delay = Math.min(delay * 2, 30_000)
    }
    next.on('error', retry)
    next.on('end', retry)
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${channel}`)
    } catch (err) {
      log(`could not listen: ${String(err instanceof Error ? err.message : err)}`)
      retry()
      return
    }
    delay = 500
    if (everConnected) {
      log('listening again; expiring every cached page once, as announcements may have been missed')
      missed()
    }
    everConnected = true
    ready()
  }
  void connect()
  return {
    kind: 'postgres',
    send: async (text) => {
      if (!client) throw new Error('not connected')
      await client.query('SELECT pg_notify($1, $2)', [channel, text])
    },
    close: async () => {
      closed = true
      const current = client
      client = null
      await current?.end().catch(() => undefined)
    },
  }
}
