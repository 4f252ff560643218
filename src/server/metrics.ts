/**
 * The site's Prometheus metrics, served at /metrics by the serving layer (server/ops.ts).
 *
 * One registry per process, kept on `globalThis` under a registered symbol: the serving layer and
 * the code Next.js runs (form submissions, uploads, the e-mail queue) load this module through
 * different module graphs, and must still count into the same metrics. What is only known to the
 * database (the e-mail queue's depth and age, the connection pool) is read when Prometheus asks,
 * through a source the Payload side registers once it has started (`setMetricsSource`).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import type { RouteLabel } from '../core/ops/labels'
import { processWide } from '../core/process-wide'

/** What the database knows, read at each scrape; any part may be missing (SQLite has no pool). */
export type MetricsSnapshot = {
  emailQueue?: { waiting: number; sending: number; failed: number; oldestWaitingSeconds: number }
  pool?: { total: number; idle: number; waiting: number }
}
export type MetricsSource = () => Promise<MetricsSnapshot>

type SiteMetrics = {
  registry: Registry
  requests: Counter<'route' | 'status'>
  duration: Histogram<'route' | 'status_class'>
  pageCache: Counter<'result'>
  submissions: Counter<'outcome'>
  spamDecisions: Counter<'action'>
  uploadBytes: Counter
  uploadFiles: Counter
  source?: MetricsSource
}

function create(): SiteMetrics {
  const registry = new Registry()
  // Memory, CPU, event loop delay, handles, garbage collection: Node's own, prefixed like the rest.
  collectDefaultMetrics({ register: registry, prefix: 'site_' })
  const site: SiteMetrics = {
    registry,
    requests: new Counter({
      name: 'site_http_requests_total',
      help: 'Requests answered, by route and status.',
      labelNames: ['route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its answer, by route and status class.',
      labelNames: ['route', 'status_class'],
      // A cached page is answered in about a millisecond; a submission with its e-mails in tens.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'site_page_cache_requests_total',
      help: 'Page requests the page cache could answer: hit (answered from it) or miss (rendered).',
      labelNames: ['result'],
      registers: [registry],
    }),
    submissions: new Counter({
      name: 'site_form_submissions_total',
      help: 'Completed form submissions: stored, stored as spam, or blocked by the anti-spam guard.',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    spamDecisions: new Counter({
      name: 'site_spam_decisions_total',
      help: 'The anti-spam guard’s decisions on submissions: allow, flag or block.',
      labelNames: ['action'],
      registers: [registry],
    }),
    uploadBytes: new Counter({
      name: 'site_upload_bytes_total',
      help: 'Bytes of form uploads received completely.',
      registers: [registry],
    }),
    uploadFiles: new Counter({
      name: 'site_upload_files_total',
      help: 'Form uploads received completely.',
      registers: [registry],
    }),
  }
  const snapshot = async (): Promise<MetricsSnapshot> => {
    try {
      return (await site.source?.()) ?? {}
    } catch (err) {
      console.error('[metrics] the database figures could not be read', err)
      return {}
    }
  }
  // The database's figures are read once per scrape, shared by the gauges below.
  let pending: Promise<MetricsSnapshot> | null = null
  const once = () => {
    pending ??= snapshot().finally(() => setTimeout(() => (pending = null), 0))
    return pending
  }
  /** A gauge read at each scrape; one with `labels` shows no series at all when its value is unknown. */
  const gauge = (name: string, help: string, read: (s: MetricsSnapshot) => number | undefined, labels?: Record<string, string>) =>
    new Gauge({
      name,
      help,
      labelNames: Object.keys(labels ?? {}),
      registers: [registry],
      async collect() {
        const value = read(await once())
        this.reset()
        if (value !== undefined) {
          if (labels) this.set(labels, value)
          else this.set(value)
        }
      },
    })
  gauge(
    'site_email_queue_waiting',
    'Notification e-mails waiting to be sent (new, or failed and due to be tried again).',
    (s) => s.emailQueue?.waiting,
  )
  gauge('site_email_queue_sending', 'Notification e-mails being sent now.', (s) => s.emailQueue?.sending)
  gauge('site_email_queue_failed', 'Notification e-mails that failed every attempt.', (s) => s.emailQueue?.failed)
  gauge(
    'site_email_queue_oldest_waiting_seconds',
    'Age of the oldest notification e-mail still waiting to be sent (0 when none waits).',
    (s) => s.emailQueue?.oldestWaitingSeconds,
  )
  // Labelled, so a site on SQLite (no pool) shows none rather than zeros.
  const pg = { database: 'postgres' }
  gauge('site_db_pool_connections', 'PostgreSQL connections this instance holds.', (s) => s.pool?.total, pg)
  gauge('site_db_pool_idle_connections', 'PostgreSQL connections this instance holds unused.', (s) => s.pool?.idle, pg)
  gauge('site_db_pool_waiting_requests', 'Queries waiting for a PostgreSQL connection.', (s) => s.pool?.waiting, pg)
  return site
}

/** This process's metrics. */
export const siteMetrics: () => SiteMetrics = processWide('metrics', create)

/**
 * Each route and status's counter and histogram, made once: a labelled call hashes its labels on
 * every request. Bounded by the fixed routes times the statuses the site answers with.
 */
const series = new Map<string, { count: { inc(): void }; time: { observe(v: number): void } }>()

export function countRequest(route: RouteLabel, status: number, seconds: number, statusClass: string): void {
  const key = `${route} ${status}`
  let one = series.get(key)
  if (!one) {
    const m = siteMetrics()
    one = {
      count: m.requests.labels({ route, status: String(status) }),
      time: m.duration.labels({ route, status_class: statusClass }),
    }
    series.set(key, one)
  }
  one.count.inc()
  one.time.observe(seconds)
}

export const countPageCache = (result: 'hit' | 'miss'): void => siteMetrics().pageCache.inc({ result })
export const countSubmission = (outcome: 'stored' | 'spam' | 'blocked'): void => siteMetrics().submissions.inc({ outcome })
export const countSpamDecision = (action: string): void => siteMetrics().spamDecisions.inc({ action })
export function countUpload(bytes: number): void {
  const m = siteMetrics()
  m.uploadFiles.inc()
  m.uploadBytes.inc(bytes)
}

/** The database's figures, registered by the Payload side once it has started. */
export function setMetricsSource(source: MetricsSource): void {
  siteMetrics().source = source
}
