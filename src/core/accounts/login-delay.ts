/**
 * Sign-in failures and the delays they earn. Attempts are counted against the pair (account,
 * address) and, with a larger allowance, against the address across every account. The first
 * `freeFailures` cost nothing; from then on each failure shuts that key for a delay that
 * doubles, 1 s, 2 s, 4 s … up to `maxDelayMs`. A success clears the pair and gives the address
 * its attempt back. So a guesser slows down only themselves: the staff member signing in from
 * another address is never kept out, however many wrong passwords someone else sends for
 * their account. An attempt is counted when it is admitted, before the password is checked,
 * so many attempts sent at once cannot all slip through before the first failure is recorded.
 * Pure: the clock is passed in.
 */
export type LoginDelayOptions = {
  /** Failures allowed before the first delay. */
  freeFailures: number
  /** The first delay; every further failure doubles it. */
  baseDelayMs: number
  /** The longest delay. */
  maxDelayMs: number
}

/** failures so far, shut until `until`, and what `until` was before the last attempt. */
export type FailureRecord = { failures: number; until: number; before: number; last: number }

export type Admission = { allowed: true; record: FailureRecord } | { allowed: false; waitSeconds: number }

/** After this long without an attempt a key starts again from nothing. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000

/** How long a key is shut after its `failures`-th failure (0: not shut). */
export function delayAfter(failures: number, options: LoginDelayOptions): number {
  if (failures < options.freeFailures) return 0
  const doublings = Math.min(failures - options.freeFailures, 40)
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** doublings)
}

/** The record as it stands at `now`: undefined once it has been forgotten. */
export function current(record: FailureRecord | undefined, now: number): FailureRecord | undefined {
  return record && now - record.last < FORGET_AFTER_MS ? record : undefined
}

/** Whole seconds to wait before the key may try again (0: it may try now). */
export function waitSeconds(record: FailureRecord | undefined, now: number): number {
  const found = current(record, now)
  return found && found.until > now ? Math.ceil((found.until - now) / 1000) : 0
}

/** Admits an attempt at `now`, counting it as a failure until it succeeds, or says how long to wait. */
export function admit(previous: FailureRecord | undefined, now: number, options: LoginDelayOptions): Admission {
  const found = current(previous, now)
  const wait = waitSeconds(found, now)
  if (wait > 0) return { allowed: false, waitSeconds: wait }
  const failures = (found?.failures ?? 0) + 1
  return {
    allowed: true,
    record: { failures, until: now + delayAfter(failures, options), before: found?.until ?? 0, last: now },
  }
}

/** The record with the last admitted attempt given back (it succeeded). */
export function forgive(record: FailureRecord): FailureRecord {
  return { ...record, failures: Math.max(0, record.failures - 1), until: record.before }
}

/** The same answer whether or not the account exists, so a delay tells nothing about it. */
export const loginDelayedText = (seconds: number) =>
  `Too many failed sign-in attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`

/** The attempts of many keys, in memory, the longest idle dropped first beyond `maxKeys`. */
export class MemoryFailures {
  private readonly records = new Map<string, FailureRecord>()

  constructor(private readonly maxKeys = 50_000) {}

  get(key: string, now: number): FailureRecord | undefined {
    const found = current(this.records.get(key), now)
    if (!found) this.records.delete(key)
    return found
  }

  attempt(key: string, now: number, options: LoginDelayOptions): Admission {
    const admission = admit(this.get(key, now), now, options)
    if (!admission.allowed) return admission
    this.records.delete(key)
    this.records.set(key, admission.record)
    while (this.records.size > this.maxKeys) {
      const oldest = this.records.keys().next().value
      if (oldest === undefined) break
      this.records.delete(oldest)
    }
    return admission
  }

  forgive(key: string): void {
    const found = this.records.get(key)
    if (found) this.records.set(key, forgive(found))
  }

  clear(key: string): void {
    this.records.delete(key)
  }

  size(): number {
    return this.records.size
  }
}

/** Staff passwords: at least this many characters, on every way a password is set. */
export const STAFF_PASSWORD_MIN_LENGTH = 12

export const staffPasswordTooShortText = `A password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`

/** The message for a password that cannot be used, or null when it is fine. */
export function staffPasswordProblem(password: unknown): string | null {
  if (typeof password !== 'string') return null
  return [...password].length < STAFF_PASSWORD_MIN_LENGTH ? staffPasswordTooShortText : null
}

export type LoginSettings = { account: LoginDelayOptions; address: LoginDelayOptions }

type Env = Record<string, string | undefined>

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
  return n
}

/**
 * LOGIN_FREE_FAILURES (5): wrong passwords one address may send for one account before delays;
 * LOGIN_ADDRESS_FREE_FAILURES (20): wrong passwords one address may send across all accounts;
 * LOGIN_MAX_DELAY_SECONDS (900): the longest delay.
 */
export function parseLoginSettings(env: Env): LoginSettings {
  const maxDelayMs = wholeNumber(env, 'LOGIN_MAX_DELAY_SECONDS', 900, 1, 86_400) * 1000
  return {
    account: { freeFailures: wholeNumber(env, 'LOGIN_FREE_FAILURES', 5, 1, 1000), baseDelayMs: 1000, maxDelayMs },
    address: { freeFailures: wholeNumber(env, 'LOGIN_ADDRESS_FREE_FAILURES', 20, 1, 100_000), baseDelayMs: 1000, maxDelayMs },
  }
}
