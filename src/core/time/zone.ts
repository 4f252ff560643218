/**
 * The site's time zone and days in it. The site has no time-zone setting yet; the company (and
 * its visitors) are in Utrecht. A form's `{date}` and the admin home's "today" both count in it.
 */
export const SITE_TIME_ZONE = 'Europe/Amsterdam'

/**
 * A formatter of these options for any time zone, made once per zone: making an
 * `Intl.DateTimeFormat` costs far more than using one.
 */
export function zoneFormatter(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>()
  return (timeZone) => {
    let format = made.get(timeZone)
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone })
      made.set(timeZone, format)
    }
    return format
  }
}

const dayFormat = zoneFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' })

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dayIn(instant: number, timeZone = SITE_TIME_ZONE): string {
  return dayFormat(timeZone).format(instant)
}

const offsetFormat = zoneFormatter('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})
/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const format = offsetFormat(timeZone)
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
