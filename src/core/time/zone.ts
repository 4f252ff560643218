/**
 * The site's time zone and days in it. The site has no time-zone setting yet; the company (and
 * its visitors) are in Utrecht. A form's `{date}` and the admin home's "today" both count in it.
 */
export const SITE_TIME_ZONE = 'Europe/Amsterdam'

/** One formatter per time zone: making an `Intl.DateTimeFormat` costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dayIn(instant: number, timeZone = SITE_TIME_ZONE): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format.format(instant)
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>()
/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    offsetFormats.set(timeZone, format)
  }
  const parts = new Map(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]))
  const n = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return wall - Math.floor(instant / 1000) * 1000
}

/** The instant a day (`2026-03-29`) begins in a time zone; a second pass settles days the clocks change on. */
export function startOfDay(day: string, timeZone = SITE_TIME_ZONE): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  let guess = midnightUtc - offsetAt(midnightUtc, timeZone)
  guess = midnightUtc - offsetAt(guess, timeZone)
  return new Date(guess)
}
