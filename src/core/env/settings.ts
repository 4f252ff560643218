/**
 * Reads the site's settings from environment variables. Pure: it takes the
 * environment as an argument, so it is unit-tested without touching the process.
 * Every variable is optional; a bad value fails with a message that names the
 * variable and what it expects, rather than starting a half-configured site.
 */
import { isValidEmail } from '../forms/formats'

export type DatabaseSettings = { kind: 'sqlite'; file: string; url: string } | { kind: 'postgres'; url: string }

export type Settings = {
  port: number
  host: string | undefined
  dataDir: string
  database: DatabaseSettings
  siteUrl: string
  smtpUrl: string | undefined
  emailFrom: string
  adminEmail: string | undefined
  adminPassword: string | undefined
  seed: boolean
  secure: boolean
  /** Proxies on other machines whose X-Forwarded-For names the visitor (addresses or IPv4 ranges). */
  trustedProxies: string[]
  /** How long a write waits in all for SQLite's lock held by another process, in ms (core/db/lock-wait.ts). */
  sqliteLockWaitMs: number
  /** Time and connection bounds of the serving layer (server/serve.ts). */
  edge: EdgeSettings
  /** The Bearer token /metrics asks for (METRICS_TOKEN); without one, /metrics does not exist. */
  metricsToken: string | undefined
  /**
   * SHUTDOWN_TIMEOUT_SECONDS (25): on SIGTERM, how long the requests under way and the hand-back of
   * work may take before the process exits (inside the 30 seconds a container runtime waits).
   */
  shutdownMs: number
  /**
   * Scheduled backups (server/scheduled-backups.ts): on when BACKUP_DIR is set, every
   * BACKUP_EVERY_HOURS (24), keeping the newest BACKUP_KEEP (7) in that folder.
   */
  backups: { dir: string; everyMs: number; keep: number } | null
  /**
   * PAGES_AS_ISLANDS (on): public pages whose every island has a script are rendered outside
   * Next.js, as islands (server/islands.ts, docs/PERFORMANCE.md §8); the others stay Next's. Off,
   * Next.js renders every page.
   */
  pagesAsIslands: boolean
}

/**
 * - `HEADERS_TIMEOUT_SECONDS` (20): a request's headers must have arrived within this time of its
 *   first byte (of the connection, for a new one).
 * - `BODY_TIMEOUT_SECONDS` (30): an ordinary request's body must have arrived within this time.
 * - `UPLOAD_IDLE_TIMEOUT_SECONDS` (30): a file upload's body (resumable upload chunks, the admin's
 *   media and documents) may take as long as it keeps sending, but not this long without a byte.
 * - `CONNECTIONS_PER_ADDRESS` (64): open connections one address may hold (this machine and
 *   `TRUSTED_PROXIES`, which carry many visitors, are not capped).
 * - `ADMIN_UPLOAD_MAX_MB` (100): the largest file staff upload to the media library or documents.
 */
export type EdgeSettings = {
  headersTimeoutMs: number
  bodyTimeoutMs: number
  uploadIdleTimeoutMs: number
  connectionsPerAddress: number
  adminUploadMb: number
}

export const EDGE_DEFAULTS = {
  headersTimeoutSeconds: 20,
  bodyTimeoutSeconds: 30,
  uploadIdleTimeoutSeconds: 30,
  connectionsPerAddress: 64,
  adminUploadMb: 100,
}

export class SettingsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SettingsError'
  }
}

type Env = Record<string, string | undefined>

const blank = (v: string | undefined): v is undefined => v === undefined || v.trim() === ''

export function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (blank(value)) return fallback
  const v = value.trim().toLowerCase()
  if (['1', 'true', 'yes', 'on'].includes(v)) return true
  if (['0', 'false', 'no', 'off'].includes(v)) return false
  throw new SettingsError(`${name} must be one of 1, true, yes, on, 0, false, no, off (got "${value}")`)
}

function parsePort(value: string | undefined): number {
  if (blank(value)) return 3000
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    throw new SettingsError(`PORT must be a whole number from 1 to 65535 (got "${value}")`)
  }
  return n
}

function joinPath(dir: string, file: string): string {
  return dir.endsWith('/') ? dir + file : `${dir}/${file}`
}

function parseDatabase(value: string | undefined, dataDir: string): DatabaseSettings {
  if (blank(value)) {
    const file = joinPath(dataDir, 'site.db')
    return { kind: 'sqlite', file, url: `file:${file}` }
  }
  const v = value.trim()
  if (/^postgres(ql)?:\/\//i.test(v)) {
    try {
      new URL(v)
    } catch {
      throw new SettingsError('DATABASE_URL is not a valid URL')
    }
    return { kind: 'postgres', url: v }
  }
  throw new SettingsError('DATABASE_URL must be a postgres:// or postgresql:// URL; leave it unset to use SQLite in DATA_DIR')
}

function parseSiteUrl(value: string | undefined, port: number): string {
  if (blank(value)) return `http://localhost:${port}`
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new SettingsError(`SITE_URL must be an absolute URL such as https://www.example.com (got "${value}")`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SettingsError('SITE_URL must start with http:// or https://')
  }
  // Links are built as SITE_URL + path, so keep no trailing slash and no path.
  return url.origin
}

function parseSmtp(value: string | undefined): string | undefined {
  if (blank(value)) return undefined
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new SettingsError('SMTP_URL must look like smtp://user:pass@host:port')
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol)) {
    throw new SettingsError('SMTP_URL must start with smtp:// or smtps://')
  }
  return value.trim()
}

/** SQLITE_LOCK_WAIT_MS: 10 seconds unless set; at most ten minutes. */
export function parseLockWait(value: string | undefined): number {
  if (blank(value)) return 10_000
  const n = Number(value.trim())
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n > 600_000) {
    throw new SettingsError(`SQLITE_LOCK_WAIT_MS must be a whole number of milliseconds from 0 to 600000 (got "${value}")`)
  }
  return n
}

export function parseSettings(env: Env): Settings {
  const port = parsePort(env.PORT)
  const dataDir = blank(env.DATA_DIR) ? './data' : env.DATA_DIR.trim()
  const siteUrl = parseSiteUrl(env.SITE_URL, port)
  const adminEmail = blank(env.ADMIN_EMAIL) ? undefined : env.ADMIN_EMAIL.trim().toLowerCase()
  if (adminEmail && !isValidEmail(adminEmail)) {
    throw new SettingsError(`ADMIN_EMAIL is not an e-mail address (got "${env.ADMIN_EMAIL}")`)
  }
  const adminPassword = blank(env.ADMIN_PASSWORD) ? undefined : env.ADMIN_PASSWORD
  if (adminPassword !== undefined && [...adminPassword].length < 12) {
    throw new SettingsError('ADMIN_PASSWORD must be at least 12 characters long')
  }
  const host = new URL(siteUrl).hostname
  const emailFrom = blank(env.EMAIL_FROM)
    ? `website@${host.includes('.') ? host : 'localhost.localdomain'}`
    : env.EMAIL_FROM.trim()
  if (!isValidEmail(emailFrom)) throw new SettingsError(`EMAIL_FROM is not an e-mail address (got "${emailFrom}")`)
  return {
    port,
    host: blank(env.HOST) ? undefined : env.HOST.trim(),
    dataDir,
    database: parseDatabase(env.DATABASE_URL, dataDir),
    siteUrl,
    smtpUrl: parseSmtp(env.SMTP_URL),
    emailFrom,
    adminEmail,
    adminPassword,
    seed: parseBoolean('SEED', env.SEED, true),
    secure: siteUrl.startsWith('https:'),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    sqliteLockWaitMs: parseLockWait(env.SQLITE_LOCK_WAIT_MS),
    edge: parseEdge(env),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    shutdownMs: wholeNumber(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25, 1, 3600) * 1000,
    backups: blank(env.BACKUP_DIR)
      ? null
      : {
          dir: env.BACKUP_DIR.trim(),
          everyMs: wholeNumber(env, 'BACKUP_EVERY_HOURS', 24, 1, 24 * 366) * 3600_000,
          keep: wholeNumber(env, 'BACKUP_KEEP', 7, 1, 10_000),
        },
    pagesAsIslands: parseBoolean('PAGES_AS_ISLANDS', env.PAGES_AS_ISLANDS, true),
  }
}

/** At least 24 characters, none of them white space: `openssl rand -hex 24` makes one. */
export function parseMetricsToken(value: string | undefined): string | undefined {
  if (blank(value)) return undefined
  const token = value.trim()
  if (token.length < 24 || /\s/.test(token)) {
    throw new SettingsError('METRICS_TOKEN must be at least 24 characters long, without spaces (openssl rand -hex 24 makes one)')
  }
  return token
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (blank(raw)) return fallback
  const n = Number(raw.trim())
  if (!/^\d+$/.test(raw.trim()) || n < min || n > max) {
    throw new SettingsError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
  }
  return n
}

export function parseEdge(env: Env): EdgeSettings {
  const d = EDGE_DEFAULTS
  return {
    headersTimeoutMs: wholeNumber(env, 'HEADERS_TIMEOUT_SECONDS', d.headersTimeoutSeconds, 1, 3600) * 1000,
    bodyTimeoutMs: wholeNumber(env, 'BODY_TIMEOUT_SECONDS', d.bodyTimeoutSeconds, 1, 3600) * 1000,
    uploadIdleTimeoutMs: wholeNumber(env, 'UPLOAD_IDLE_TIMEOUT_SECONDS', d.uploadIdleTimeoutSeconds, 1, 3600) * 1000,
    connectionsPerAddress: wholeNumber(env, 'CONNECTIONS_PER_ADDRESS', d.connectionsPerAddress, 1, 100_000),
    adminUploadMb: wholeNumber(env, 'ADMIN_UPLOAD_MAX_MB', d.adminUploadMb, 1, 100_000),
  }
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/
const isIpv4 = (v: string) => IPV4.test(v) && v.split('.').every((p) => Number(p) <= 255)

export function parseTrustedProxies(value: string | undefined): string[] {
  if (blank(value)) return []
  return value.split(',').map((raw) => {
    const entry = raw.trim()
    const [ip, bits, more] = entry.split('/')
    const ok =
      more === undefined &&
      (bits === undefined
        ? isIpv4(ip!) || /^[0-9a-f:]+$/i.test(ip!)
        : isIpv4(ip!) && /^\d{1,2}$/.test(bits) && Number(bits) <= 32)
    if (!ok) {
      throw new SettingsError(
        `TRUSTED_PROXIES must list addresses or IPv4 ranges separated by commas, such as 10.0.0.5, 10.1.0.0/16 (got "${entry}")`,
      )
    }
    return entry
  })
}
