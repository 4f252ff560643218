/**
 * What the operations endpoints (/healthz, /readyz, /metrics) decide without touching the process:
 * which route a request counts under, whether a scrape carries the metrics token, and what a
 * readiness answer says. Pure, so they are unit-tested (labels.test.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto'

/** The addresses the serving layer answers itself, before the site's own limits and Next.js. */
export const HEALTH_PATH = '/healthz'
export const READY_PATH = '/readyz'
export const METRICS_PATH = '/metrics'

/**
 * A request's route for the request metrics. A fixed, small set, never the path itself: a label
 * per address would let anyone grow the metrics without bound by asking for made-up addresses.
 */
export type RouteLabel =
  'page' | 'form' | 'upload' | 'admin' | 'api' | 'media' | 'static' | 'analytics' | 'internal' | 'health' | 'metrics'

export const ROUTE_LABELS: readonly RouteLabel[] = [
  'page',
  'form',
  'upload',
  'admin',
  'api',
  'media',
  'static',
  'analytics',
  'internal',
  'health',
  'metrics',
]

/** The route of a path (without its query); `postback` is a form posted to the page it is on. */
export function routeLabel(path: string, postback = false): RouteLabel {
  if (postback || path.startsWith('/next/forms/')) return 'form'
  if (path.startsWith('/_next/')) return 'static'
  if (path.startsWith('/next/uploads')) return 'upload'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path.startsWith('/api/media/') || path.startsWith('/api/documents/')) return 'media'
  if (path.startsWith('/api/analytics/')) return 'analytics'
  if (path === '/api' || path.startsWith('/api/')) return 'api'
  if (path.startsWith('/next/')) return 'internal'
  if (path === HEALTH_PATH || path === READY_PATH) return 'health'
  if (path === METRICS_PATH) return 'metrics'
  return 'page'
}

/** `2xx` … `5xx`: the histogram's status label, so latency series stay few. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other'
}

/**
 * Whether an Authorization header carries the metrics token as a Bearer credential. Compared
 * through their digests, in constant time, so neither the token's length nor its bytes leak.
 */
export function bearerMatches(header: string | string[] | undefined, token: string): boolean {
  if (typeof header !== 'string') return false
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header)
  if (!match) return false
  const digest = (s: string) => createHash('sha256').update(s).digest()
  return timingSafeEqual(digest(match[1]!), digest(token))
}

export type CheckName = 'database' | 'storage' | 'queue' | 'redis'
export type CheckResult = { name: CheckName; ok: boolean }

/**
 * The body of a readiness answer: each check by name, ok or failing, and nothing more (no
 * message, host or version: the address is unauthenticated). Why a check failed goes to the log.
 */
export function readinessAnswer(
  checks: readonly CheckResult[],
  stopping: boolean,
): { status: 200 | 503; body: { status: 'ready' | 'not ready' | 'stopping'; checks: Record<string, 'ok' | 'failing'> } } {
  const byName: Record<string, 'ok' | 'failing'> = {}
  for (const check of checks) byName[check.name] = check.ok ? 'ok' : 'failing'
  if (stopping) return { status: 503, body: { status: 'stopping', checks: byName } }
  const ready = checks.every((c) => c.ok)
  return { status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'not ready', checks: byName } }
}
