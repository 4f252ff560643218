import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { hasRole } from '../../access/roles'
import { CLICK_CATEGORIES } from '../../core/analytics/classify'
import { csvFileName, csvLine, type CsvValue } from '../../core/analytics/csv'
import { MAX_EVENT_BYTES, parseEvent } from '../../core/analytics/event'
import { parseRange, type DateRange } from '../../core/analytics/report'
import { isRobot } from '../../core/analytics/request'
import { dayOf } from '../../core/analytics/visitor'
import { collectLimit, collectorSettings, storeEvent } from './collector'
import { answer, readLimited, requestFacts } from './http'
import { loadReport, rowsOf } from './load'

const isStaff = (req: PayloadRequest) => hasRole(req.user, 'admin') || hasRole(req.user, 'editor')

/**
 * POST /api/analytics/collect: one event from one of our pages (see
 * core/analytics/event.ts for the fields). Refused unless it comes from our own
 * origin, within the rate limit, small and well-formed. Sets no cookie; answers
 * 204 with no body.
 */
export const collect: PayloadHandler = async (req) => {
  const facts = requestFacts(req.headers)
  if (!facts.fromOwnPage) return answer(403, { error: 'Events are accepted from this site’s pages only' })
  const now = Date.now()
  if (!collectLimit.take(facts.address, now)) {
    return answer(429, { error: 'Too many events' }, { 'Retry-After': String(collectLimit.retryAfter(facts.address, now)) })
  }
  const text = await readLimited(req as { body?: ReadableStream<Uint8Array> | null; headers: Headers }, MAX_EVENT_BYTES)
  if (text === null) return answer(413, { error: 'The event is too large' })
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return answer(400, { error: 'The body must be JSON' })
  }
  const { ownHosts } = await collectorSettings(req.payload)
  const parsed = parseEvent(raw, { ownHosts })
  if (!parsed.ok) return answer(400, { error: parsed.error })
  // Robots are neither counted nor told so.
  if (!isRobot(facts.userAgent)) await storeEvent(req.payload, parsed.value, facts)
  return answer(204)
}

function rangeOf(req: PayloadRequest): DateRange {
  const url = new URL(req.url ?? 'http://localhost/')
  return parseRange(url.searchParams.get('from'), url.searchParams.get('to'), dayOf(new Date()))
}

/** A CSV download streamed batch by batch, so a year of events never sits in memory as text. */
export function csvResponse(name: string, header: string[], batches: AsyncGenerator<CsvValue[][]>): Response {
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte order mark: spreadsheet programs then read the file as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`))
    },
    async pull(controller) {
      try {
        const next = await batches.next()
        if (next.done) return controller.close()
        controller.enqueue(encoder.encode(next.value.map(csvLine).join('')))
      } catch (err) {
        controller.error(err)
      }
    },
    async cancel() {
      await batches.return(undefined)
    },
  })
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  })
}

async function* once<T>(value: T): AsyncGenerator<T> {
  yield value
}

/**
 * GET /api/analytics-events/export?from=YYYY-MM-DD&to=YYYY-MM-DD[&kind=daily]:
 * every event of the range, or one line per day with the dashboard's figures.
 * Staff only.
 */
export const exportEvents: PayloadHandler = async (req) => {
  if (!req.user) return answer(401, { error: 'Sign in first' })
  if (!isStaff(req)) return answer(403, { error: 'Staff only' })
  const range = rangeOf(req)
  const kind = new URL(req.url ?? 'http://localhost/').searchParams.get('kind')
  if (kind === 'daily') {
    const report = await loadReport(req.payload, range)
    return csvResponse(
      csvFileName('analytics-daily', range.from, range.to),
      ['day', 'page views', 'unique visitors', 'clicks', ...CLICK_CATEGORIES, 'form views', 'form starts', 'form submissions'],
      once(
        report.days.map((d) => [
          d.day,
          d.views,
          d.visitors,
          d.clicks,
          ...CLICK_CATEGORIES.map((c) => d.byCategory[c]),
          d.formViews,
          d.formStarts,
          d.formSubmissions,
        ]),
      ),
    )
  }
  const columns = ['createdAt', 'day', 'type', 'path', 'category', 'target', 'label', 'referrer', 'formId', 'visitor'] as const
  return csvResponse(
    csvFileName('analytics-events', range.from, range.to),
    [...columns],
    rowsOf(
      req.payload,
      'analytics-events',
      { and: [{ day: { greater_than_equal: range.from } }, { day: { less_than_equal: range.to } }] },
      (doc) => columns.map((c) => doc[c] as CsvValue),
    ),
  )
}

export const analyticsEndpoints: { root: Endpoint[]; collection: Endpoint[] } = {
  root: [{ path: '/analytics/collect', method: 'post', handler: collect }],
  collection: [{ path: '/export', method: 'get', handler: exportEvents }],
}
