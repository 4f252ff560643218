import { describe, expect, it } from 'vitest'

import { figuresLine, formFigures, periodStart } from './figures'

describe('formFigures', () => {
  it('divides the entries since the oldest kept view by the views', () => {
    expect(formFigures({ views: 200, starts: 40, entries: 900, since: '2025-01-03T10:00:00.000Z', entriesSince: 25 })).toEqual({
      views: 200,
      starts: 40,
      entries: 900,
      since: '2025-01-03T10:00:00.000Z',
      entriesSince: 25,
      conversion: 0.125,
    })
  })
  it('does not drift when old views are deleted and old entries stay', () => {
    // A year of entries, but only the last 30 days of views kept: the old entries do not count.
    const f = formFigures({ views: 100, starts: 0, entries: 1000, since: '2025-06-01T00:00:00.000Z', entriesSince: 10 })
    expect(f.conversion).toBe(0.1)
  })
  it('has no rate without views, and never more than everything', () => {
    expect(formFigures({ views: 0, starts: 0, entries: 3, since: null, entriesSince: 0 }).conversion).toBeNull()
    expect(formFigures({ views: 2, starts: 2, entries: 5, since: '2025-01-01T00:00:00Z', entriesSince: 5 }).conversion).toBe(1)
  })
  it('reads as one line that names the period', () => {
    expect(
      figuresLine(formFigures({ views: 1200, starts: 0, entries: 3, since: '2025-01-03T10:00:00.000Z', entriesSince: 1 })),
    ).toMatch(/^1,200 views · 3 entries · 0\.1 ?% conversion since 2025-01-03 \(1 entry\)$/)
    expect(figuresLine(formFigures({ views: 0, starts: 0, entries: 0, since: null, entriesSince: 0 }))).toMatch(
      /^0 views · 0 entries · .+ conversion$/,
    )
  })
  it('starts the period on the day of the oldest view', () => {
    expect(periodStart('2025-03-09T23:59:00.000Z')).toBe('2025-03-09')
    expect(periodStart(null)).toBeNull()
    expect(periodStart('nonsense')).toBeNull()
  })
})
