import { createHash, pbkdf2, randomBytes } from 'node:crypto'

import {
  addDataAndFileToRequest,
  APIError,
  AuthenticationError,
  forgotPasswordOperation,
  loginOperation,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import {
  type Admission,
  type LoginDelayOptions,
  loginDelayedText,
  MemoryFailures,
  parseLoginSettings,
  type LoginSettings,
  FORGET_AFTER_MS,
} from '../core/accounts/login-delay'
import { rateLimiter, sharedRedis, siteKey } from './rate-limiters'

/**
 * Sign-in and password-reset requests for staff accounts (the users collection's own REST
 * routes, replaced). Payload's lockout shut an account for everyone after five wrong passwords,
 * so anyone could lock the admin out, and its answers told whether an e-mail had an account:
 * an unknown e-mail skipped the password hash (6 ms against 250 ms) and a reset request for an
 * account stored a token and sent mail before answering. Here:
 * - attempts are counted per (account, address) and per address across accounts, with
 *   doubling delays (core/accounts/login-delay.ts), shared through Redis when REDIS_URL is set;
 * - an unknown e-mail costs the same PBKDF2 work as a wrong password and gets the same answer;
 * - a reset request is answered at once, the same for every e-mail, and done afterwards.
 */

/** Payload's current password hash: PBKDF2-SHA256, 600,000 rounds, 32 bytes (generatePasswordSaltHash.js). */
const HASH_ROUNDS = 600_000
const HASH_BYTES = 32

function dummyHash(password: string): Promise<void> {
  return new Promise((resolve) =>
    pbkdf2(password, randomBytes(32).toString('hex'), HASH_ROUNDS, HASH_BYTES, 'sha256', () => resolve()),
  )
}

export interface FailureStore {
  attempt(key: string, now: number, options: LoginDelayOptions): Promise<Admission>
  forgive(key: string): Promise<void>
  clear(key: string): Promise<void>
}

class MemoryStore implements FailureStore {
  readonly memory = new MemoryFailures()
  async attempt(key: string, now: number, options: LoginDelayOptions) {
    return this.memory.attempt(key, now, options)
  }
  async forgive(key: string) {
    this.memory.forgive(key)
  }
  async clear(key: string) {
    this.memory.clear(key)
  }
}

/** The same rules as MemoryFailures in one Lua script, so instances admit attempts atomically. */
const ATTEMPT = `
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local base = tonumber(ARGV[3])
local max = tonumber(ARGV[4])
local r = redis.call('HMGET', KEYS[1], 'f', 'u')
local f = tonumber(r[1] or '0')
local u = tonumber(r[2] or '0')
if u > now then return {0, tostring(u)} end
f = f + 1
local delay = 0
if f >= free then delay = math.min(max, base * 2 ^ math.min(f - free, 40)) end
redis.call('HSET', KEYS[1], 'f', tostring(f), 'u', tostring(now + delay), 'b', tostring(u))
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[5]))
return {1, tostring(now + delay)}
`
const FORGIVE = `
local r = redis.call('HMGET', KEYS[1], 'f', 'b')
if not r[1] then return 0 end
local f = math.max(0, tonumber(r[1]) - 1)
redis.call('HSET', KEYS[1], 'f', tostring(f), 'u', r[2] or '0')
return 1
`

export class RedisFailureStore implements FailureStore {
  private readonly fallback = new MemoryStore()
  constructor(
    private readonly redis: NonNullable<ReturnType<typeof sharedRedis>>,
    /** Keeps the keys of sites that share one Redis apart (siteKey()). */
    private readonly prefix: () => string = siteKey,
  ) {}

  private key(key: string): string {
    return `${this.prefix()}:login:${createHash('sha256').update(key).digest('hex').slice(0, 32)}`
  }

  async attempt(key: string, now: number, options: LoginDelayOptions): Promise<Admission> {
    try {
      const [ok, until] = (await this.redis.eval(
        ATTEMPT,
        1,
        this.key(key),
        String(now),
        String(options.freeFailures),
        String(options.baseDelayMs),
        String(options.maxDelayMs),
        String(FORGET_AFTER_MS),
      )) as [number, string]
      if (ok === 1) {
        const record = { failures: 0, until: Number(until), before: 0, last: now }
        return { allowed: true, record }
      }
      return { allowed: false, waitSeconds: Math.max(1, Math.ceil((Number(until) - now) / 1000)) }
    } catch (err) {
      console.error('[accounts] Redis is unavailable; sign-in delays are kept per instance meanwhile:', (err as Error).message)
      return this.fallback.attempt(key, now, options)
    }
  }

  async forgive(key: string): Promise<void> {
    await this.redis.eval(FORGIVE, 1, this.key(key)).catch(() => this.fallback.forgive(key))
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.key(key)).catch(() => this.fallback.clear(key))
  }
}

let store: FailureStore | undefined
let loginSettings: LoginSettings | undefined

function failures(): FailureStore {
  const redis = sharedRedis()
  store ??= redis ? new RedisFailureStore(redis) : new MemoryStore()
  return store
}

function limits(): LoginSettings {
  loginSettings ??= parseLoginSettings(process.env)
  return loginSettings
}

/** Reset requests one address may make: five at once, then one a minute. */
const resetLimiter = rateLimiter('password-reset', { capacity: 5, refillPerMinute: 1 })

export const passwordResetLimitedText = (seconds: number) =>
  `Too many password reset requests from your address. Please wait ${seconds} seconds and try again.`

/** The visitor's address, as the serving layer set it from the connection (server/serve.ts). */
function addressOf(req: PayloadRequest): string {
  return req.headers.get('x-site-client-ip') || 'unknown'
}

function refusal(message: string, seconds: number): Response {
  return Response.json({ errors: [{ message }] }, { status: 429, headers: { 'retry-after': String(seconds) } })
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

async function login(req: PayloadRequest): Promise<Response> {
  await addDataAndFileToRequest(req)
  const email = text(req.data?.email).toLowerCase().trim()
  const password = text(req.data?.password)
  const address = addressOf(req)
  const pair = `${email}|${address}`
  const now = Date.now()
  const { account, address: perAddress } = limits()
  const byAddress = await failures().attempt(`*|${address}`, now, perAddress)
  if (!byAddress.allowed) return refusal(loginDelayedText(byAddress.waitSeconds), byAddress.waitSeconds)
  const byPair = await failures().attempt(pair, now, account)
  if (!byPair.allowed) {
    await failures().forgive(`*|${address}`)
    return refusal(loginDelayedText(byPair.waitSeconds), byPair.waitSeconds)
  }
  const collection = req.payload.collections.users
  // An e-mail without an account costs the same hashing as a wrong password.
  if (email && password.trim()) {
    const user = await req.payload.db.findOne({ collection: 'users', req, where: { email: { equals: email } } })
    if (!user) await dummyHash(password)
  }
  let result: Awaited<ReturnType<typeof loginOperation>>
  try {
    result = await loginOperation({ collection, data: { email, password }, req })
  } catch (err) {
    if (!(err instanceof AuthenticationError)) {
      // Not a wrong password (a missing field, a failure): not counted.
      await failures().forgive(pair)
      await failures().forgive(`*|${address}`)
    }
    throw err
  }
  await failures().clear(pair)
  await failures().forgive(`*|${address}`)
  const cookie = generatePayloadCookie({
    collectionAuthConfig: collection.config.auth,
    cookiePrefix: req.payload.config.cookiePrefix,
    token: result.token!,
  })
  return Response.json({ message: req.t('authentication:passed'), ...result }, { headers: { 'Set-Cookie': cookie } })
}

async function forgotPassword(req: PayloadRequest): Promise<Response> {
  await addDataAndFileToRequest(req)
  const email = text(req.data?.email).trim()
  if (!email) throw new APIError('Missing email.', 400)
  const decision = await resetLimiter.take(addressOf(req), Date.now())
  if (!decision.allowed) return refusal(passwordResetLimitedText(decision.retryAfterSeconds), decision.retryAfterSeconds)
  // Answered before the token is stored and the e-mail sent, so the answer and its time are the
  // same whether or not the e-mail has an account.
  const collection = req.payload.collections.users
  setImmediate(() => {
    forgotPasswordOperation({
      collection,
      data: { email } as Parameters<typeof forgotPasswordOperation>[0]['data'],
      req,
    }).catch((err: unknown) => req.payload.logger.error({ err, msg: 'Password reset request failed' }))
  })
  return Response.json({ message: req.t('general:success') })
}

/** The users collection's sign-in and reset routes; Payload's own come after these and are never reached. */
export const accountEndpoints: Endpoint[] = [
  { path: '/login', method: 'post', handler: login },
  { path: '/forgot-password', method: 'post', handler: forgotPassword },
]
