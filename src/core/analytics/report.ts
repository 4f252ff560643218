import { CLICK_CATEGORIES, type ClickCategory } from './classify'
import type { EventType } from './event'

/**
 * The dashboard's figures for a date range, computed from the stored events.
 * Days are UTC days (`YYYY-MM-DD`), the same days the collector files events under.
 */
export type DateRange = { from: string; to: string }

export const MAX_RANGE_DAYS = 366
export const DEFAULT_RANGE_DAYS = 30

const DAY_MS = 86_400_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

function toDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

function parseDay(value: unknown): number | null {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return null
  const ms = Date.parse(`${value}T00:00:00Z`)
  return Number.isNaN(ms) || toDay(ms) !== value ? null : ms
}

/**
 * The range asked for in the address, made safe: missing or broken ends fall back
 * to the last 30 days, the ends are put in order, nothing lies after today, and a
 * range is at most a year long.
 */
export function parseRange(from: unknown, to: unknown, today: string): DateRange {
  const end = Math.min(parseDay(to) ?? parseDay(today)!, parseDay(today)!)
  let start = parseDay(from) ?? end - (DEFAULT_RANGE_DAYS - 1) * DAY_MS
  let last = end
  if (start > last) [start, last] = [last, start]
  if ((last - start) / DAY_MS + 1 > MAX_RANGE_DAYS) start = last - (MAX_RANGE_DAYS - 1) * DAY_MS
  return { from: toDay(start), to: toDay(last) }
}

export function daysOf(range: DateRange): string[] {
  const out: string[] = []
  for (let ms = parseDay(range.from)!; ms <= parseDay(range.to)!; ms += DAY_MS) out.push(toDay(ms))
  return out
}

/** The columns of a stored event the report reads. */
export type EventRow = {
  type: EventType
  day: string
  path?: string | null
  category?: ClickCategory | null
  target?: string | null
  label?: string | null
  referrer?: string | null
  visitor?: string | null
  formId?: string | null
}

export type Count = { key: string; count: number }
export type DayFigures = {
  day: string
  views: number
  visitors: number
  clicks: number
  byCategory: Record<ClickCategory, number>
  formViews: number
  formStarts: number
  formSubmissions: number
}
export type FormFigures = {
  formId: string
  views: number
  starts: number
  submissions: number
  /** Submissions per view, 0 to 1; null without views. */
  conversion: number | null
}

export type Report = {
  range: DateRange
  days: DayFigures[]
  totals: { views: number; visitors: number; clicks: number; formSubmissions: number }
  topPages: Count[]
  referrers: Count[]
  clicksByCategory: Record<ClickCategory, number>
  topLinks: (Count & { category: ClickCategory })[]
  forms: FormFigures[]
}

function top(map: Map<string, number>, limit: number): Count[] {
  return [...map.entries()]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit)
}

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)

/**
 * Page views, unique visitors (distinct daily hashes, summed over the days: a
 * hash means nothing the next day), clicks by category and link, top pages and
 * referrers, and each form's views, starts, submissions and conversion rate.
 */
export function buildReport(rows: Iterable<EventRow>, range: DateRange, limit = 10): Report {
  const noClicks = () => Object.fromEntries(CLICK_CATEGORIES.map((c) => [c, 0])) as Record<ClickCategory, number>
  const days = new Map(
    daysOf(range).map((day) => [
      day,
      {
        day,
        views: 0,
        visitors: new Set<string>(),
        clicks: 0,
        byCategory: noClicks(),
        formViews: 0,
        formStarts: 0,
        formSubmissions: 0,
      },
    ]),
  )
  const pages = new Map<string, number>()
  const referrers = new Map<string, number>()
  const links = new Map<string, number>()
  const categories = noClicks()
  const forms = new Map<string, FormFigures>()
  const form = (id: string) => {
    let f = forms.get(id)
    if (!f) forms.set(id, (f = { formId: id, views: 0, starts: 0, submissions: 0, conversion: null }))
    return f
  }

  for (const row of rows) {
    const day = days.get(row.day)
    if (!day) continue
    if (row.visitor) day.visitors.add(row.visitor)
    switch (row.type) {
      case 'pageview':
        day.views++
        if (row.path) bump(pages, row.path)
        if (row.referrer) bump(referrers, row.referrer)
        break
      case 'click':
        if (!row.category || !(row.category in categories)) break
        day.clicks++
        day.byCategory[row.category]++
        categories[row.category]++
        if (row.target) bump(links, `${row.category} ${row.target}`)
        break
      case 'form_view':
        day.formViews++
        if (row.formId) form(row.formId).views++
        break
      case 'form_start':
        day.formStarts++
        if (row.formId) form(row.formId).starts++
        break
      case 'form_submit':
        day.formSubmissions++
        if (row.formId) form(row.formId).submissions++
        break
    }
  }

  const dayFigures = [...days.values()].map((d) => ({ ...d, visitors: d.visitors.size }))
  const formFigures = [...forms.values()]
    .map((f) => ({ ...f, conversion: f.views > 0 ? Math.min(1, f.submissions / f.views) : null }))
    .sort((a, b) => b.submissions - a.submissions || b.views - a.views || a.formId.localeCompare(b.formId))
  return {
    range,
    days: dayFigures,
    totals: {
      views: dayFigures.reduce((s, d) => s + d.views, 0),
      visitors: dayFigures.reduce((s, d) => s + d.visitors, 0),
      clicks: dayFigures.reduce((s, d) => s + d.clicks, 0),
      formSubmissions: formFigures.reduce((s, f) => s + f.submissions, 0),
    },
    topPages: top(pages, limit),
    referrers: top(referrers, limit),
    clicksByCategory: categories,
    topLinks: top(links, limit).map(({ key, count }) => {
      const space = key.indexOf(' ')
      return { category: key.slice(0, space) as ClickCategory, key: key.slice(space + 1), count }
    }),
    forms: formFigures,
  }
}

/** A conversion rate as people read it: "12.5 %", or a dash when there is nothing to divide by. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–'
  return `${(Math.round(rate * 1000) / 10).toFixed(1)} %`
}
