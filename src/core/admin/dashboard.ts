/**
 * The admin's home page, "What needs doing": the time windows it counts in, the wording of
 * its figures, which of them ask for attention, and the links into the filtered lists.
 * The page itself (features/admin/dashboard) only counts and draws.
 */
import { formatRate } from '../analytics/report'
import { whereFromState, type EntryView } from '../entries/list-state'
import { whereQuery } from '../entries/toolbar'
import { dayIn, SITE_TIME_ZONE, startOfDay, zoneFormatter } from '../time/zone'

const DAY_MS = 86_400_000

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

export type DashboardWindows = {
  /** Midnight today in Amsterdam. */
  today: Date
  /** Midnight six days before today in Amsterdam: this week is today and the six days before. */
  week: Date
  /**
   * The analytics count in UTC days (`day` of each event, see core/analytics), so the week's
   * conversion takes the same seven UTC days for views and entries: the rate compares like with like.
   */
  analytics: { from: string; to: string; start: Date; end: Date }
}

export function dashboardWindows(now: Date, timeZone = SITE_TIME_ZONE): DashboardWindows {
  const today = dayIn(now.getTime(), timeZone)
  const utcToday = now.toISOString().slice(0, 10)
  const from = addDays(utcToday, -6)
  return {
    today: startOfDay(today, timeZone),
    week: startOfDay(addDays(today, -6), timeZone),
    analytics: {
      from,
      to: utcToday,
      start: new Date(`${from}T00:00:00.000Z`),
      end: new Date(`${addDays(utcToday, 1)}T00:00:00.000Z`),
    },
  }
}

/** `1,234`, as the forms' figures write counts. */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`
}

/** "12 of 340 views (3.5 %)": entries over views, the rate written as everywhere else in the admin. */
export function conversionText(entries: number, views: number): string {
  if (views === 0) return entries === 0 ? 'No views counted' : `${plural(entries, 'entry', 'entries')}, no views counted`
  return `${formatCount(entries)} of ${plural(views, 'view', 'views')} (${formatRate(Math.min(1, entries / views))})`
}

/** "3 minutes", "5 hours", "2 days": how long something has waited, rounded down to its largest unit. */
export function ageText(since: Date | string | null | undefined, now: Date): string | null {
  const t = since instanceof Date ? since.getTime() : since ? Date.parse(since) : NaN
  if (!Number.isFinite(t)) return null
  const ms = Math.max(0, now.getTime() - t)
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return 'less than a minute'
  if (minutes < 60) return plural(minutes, 'minute', 'minutes')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return plural(hours, 'hour', 'hours')
  return plural(Math.floor(hours / 24), 'day', 'days')
}

const dateTimeFormat = zoneFormatter('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
/** "Fri 28 Nov 2026, 09:00" on Amsterdam's clock. */
export function formatDateTime(value: Date | string, timeZone = SITE_TIME_ZONE): string {
  const t = value instanceof Date ? value.getTime() : Date.parse(value)
  if (!Number.isFinite(t)) return String(value)
  const format = dateTimeFormat(timeZone)
  const p = Object.fromEntries(format.formatToParts(t).map((x) => [x.type, x.value]))
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`
}

/** An admin list filtered by a `where`, in the address format Payload's list reads (`?where[and][0][status][equals]=failed`). */
export function listAddress(collection: string, where: unknown, extra: Record<string, string> = {}): string {
  const query = [...whereQuery(where), ...Object.entries(extra).map(([k, v]) => `${k}=${encodeURIComponent(v)}`)]
  return `/admin/collections/${collection}${query.length ? `?${query.join('&')}` : ''}`
}

/** One form's entries in a view, optionally only those made since an instant (today, this week). */
export function formEntriesAddress(form: number, view: EntryView, since?: Date): string {
  const where = whereFromState({ form, view })
  const and = [...(where.and ?? [])]
  if (since) and.push({ createdAt: { greater_than_equal: since.toISOString() } })
  return listAddress('form-entries', { and })
}

export type EmailFilter = 'failed' | 'retrying'

/**
 * The notification e-mails that failed for good, and those waiting for another try: queued
 * again after a refusal (attempts above zero) or due later than now.
 */
export function emailWhere(filter: EmailFilter, now: Date): Record<string, unknown> {
  if (filter === 'failed') return { and: [{ status: { equals: 'failed' } }] }
  return {
    or: [
      { and: [{ status: { equals: 'queued' } }, { attempts: { greater_than: 0 } }] },
      { and: [{ status: { equals: 'queued' } }, { nextAttemptAt: { greater_than: now.toISOString() } }] },
    ],
  }
}

export function emailsAddress(filter: EmailFilter, now: Date): string {
  return listAddress('form-notifications', emailWhere(filter, now), { sort: 'createdAt' })
}

export type FormRow = {
  id: number
  title: string
  today: number
  week: number
  unread: number
  starred: number
  /** Entries in the analytics' seven UTC days, and the form's views over them. */
  weekEntries: number
  views: number
}

export type Scheduled = { collection: string; id: string; title: string; action: 'publish' | 'unpublish'; at: string }

export type DashboardFigures = {
  forms: FormRow[]
  /** Forms left out of the table because nothing happened on them (counted, not listed). */
  quietForms: number
  emails: { failed: number; retrying: number; oldestFailed: string | null; oldestRetrying: string | null }
  scheduled: { total: number; next: Scheduled[] }
  consent: { accepted: number; refused: number; partial: number }
  analytics: { pageViews: number; clicks: number; formViews: number; formSubmissions: number }
}

/** A form is listed when it has something to read or to look at this week; the rest would only be rows of zeros. */
export function formIsActive(f: Omit<FormRow, 'id' | 'title'>): boolean {
  return f.unread > 0 || f.week > 0 || f.weekEntries > 0 || f.views > 0
}

export type Attention = { unread: number; emails: number; nothingWaits: boolean }

/**
 * What asks for someone: unread entries and e-mails that did not go out. Scheduled
 * publications and the week's figures are there to read, not to act on.
 */
export function attention(f: Pick<DashboardFigures, 'forms' | 'emails'>): Attention {
  const unread = f.forms.reduce((s, r) => s + r.unread, 0)
  const emails = f.emails.failed + f.emails.retrying
  return { unread, emails, nothingWaits: unread === 0 && emails === 0 }
}

/** The one-line summary at the top of the page. */
export function attentionText(a: Attention): string {
  if (a.nothingWaits) return 'Nothing waits for you: every entry has been read and every e-mail went out.'
  const parts: string[] = []
  if (a.unread > 0) parts.push(plural(a.unread, 'unread entry', 'unread entries'))
  if (a.emails > 0) parts.push(plural(a.emails, 'e-mail that did not go out', 'e-mails that did not go out'))
  return `Waiting for you: ${parts.join(' and ')}.`
}

/** The scheduled publishing job's input, as Payload stores it, read defensively. */
export function readScheduled(job: { input?: unknown; waitUntil?: unknown }): Omit<Scheduled, 'title'> | null {
  const input = (job.input && typeof job.input === 'object' ? job.input : {}) as {
    doc?: { relationTo?: unknown; value?: unknown }
    type?: unknown
  }
  const collection = input.doc?.relationTo
  const id = input.doc?.value
  if (typeof collection !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) return null
  if (typeof job.waitUntil !== 'string') return null
  return { collection, id: String(id), action: input.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil }
}
