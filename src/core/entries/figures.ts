/**
 * A form's figures as Gravity Forms shows them beside each form: views, entries and the
 * conversion rate (entries per view). Views come from the first-party analytics' form
 * events, which the analytics retention setting deletes after a while; entries are kept far
 * longer. So the rate divides the views kept by the entries made over the same period: since
 * the oldest view still kept. The period is part of what is shown.
 */
import { formatRate } from '../analytics/report'

export type FormFigures = {
  views: number
  starts: number
  /** Every entry of the form (neither spam nor trash). */
  entries: number
  /** When the counted views begin (the oldest kept view), or null without views. */
  since: string | null
  /** Entries made since then, the rate's numerator. */
  entriesSince: number
  conversion: number | null
}

export function formFigures(counts: {
  views: number
  starts: number
  entries: number
  since: string | null
  entriesSince: number
}): FormFigures {
  const conversion = counts.views > 0 && counts.since !== null ? Math.min(1, counts.entriesSince / counts.views) : null
  return { ...counts, conversion }
}

/** The UTC day a period starts on, `2025-01-03`. */
export function periodStart(since: string | null): string | null {
  const t = since ? Date.parse(since) : NaN
  return Number.isFinite(t) ? new Date(t).toISOString().slice(0, 10) : null
}

/** "120 views · 12 entries · 10.0 % conversion since 2025-01-03" */
export function figuresLine(f: FormFigures): string {
  const plural = (n: number, one: string, many: string) =>
    `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${n === 1 ? one : many}`
  const day = periodStart(f.since)
  return `${plural(f.views, 'view', 'views')} · ${plural(f.entries, 'entry', 'entries')} · ${formatRate(f.conversion)} conversion${
    day ? ` since ${day} (${plural(f.entriesSince, 'entry', 'entries')})` : ''
  }`
}
