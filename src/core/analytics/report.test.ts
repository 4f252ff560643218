import { describe, expect, it } from 'vitest'

import { buildReport, daysOf, formatRate, parseRange, type EventRow } from './report'

describe('date ranges', () => {
  it('defaults to the last 30 days', () => {
    expect(parseRange(undefined, undefined, '2026-10-31')).toEqual({ from: '2026-10-02', to: '2026-10-31' })
  })

  it('orders the ends, stops at today and caps a range at a year', () => {
    expect(parseRange('2026-10-10', '2026-10-01', '2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-10-10' })
    expect(parseRange('2026-10-01', '2027-01-01', '2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(parseRange('2020-01-01', '2026-10-31', '2026-10-31')).toEqual({ from: '2025-10-31', to: '2026-10-31' })
    expect(parseRange('2026-02-30', 'x', '2026-10-31').to).toBe('2026-10-31')
    expect(daysOf({ from: '2026-02-27', to: '2026-03-01' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01'])
  })
})

describe('the report', () => {
  const rows: EventRow[] = [
    { type: 'pageview', day: '2026-10-01', path: '/', visitor: 'a', referrer: 'www.google.com' },
    { type: 'pageview', day: '2026-10-01', path: '/contact', visitor: 'a' },
    { type: 'pageview', day: '2026-10-01', path: '/', visitor: 'b' },
    { type: 'pageview', day: '2026-10-02', path: '/', visitor: 'a' },
    { type: 'click', day: '2026-10-02', category: 'tel', target: 'tel:+31307004120', visitor: 'a' },
    { type: 'click', day: '2026-10-02', category: 'tel', target: 'tel:+31307004120', visitor: 'a' },
    { type: 'click', day: '2026-10-02', category: 'download', target: '/brochure.pdf', visitor: 'a' },
    { type: 'form_view', day: '2026-10-01', formId: '1' },
    { type: 'form_view', day: '2026-10-02', formId: '1' },
    { type: 'form_start', day: '2026-10-02', formId: '1' },
    { type: 'form_submit', day: '2026-10-02', formId: '1' },
    { type: 'form_view', day: '2026-10-02', formId: '2' },
    { type: 'pageview', day: '2026-09-30', path: '/outside', visitor: 'z' },
  ]
  const report = buildReport(rows, { from: '2026-10-01', to: '2026-10-03' })

  it('counts page views and daily unique visitors per day, with empty days', () => {
    expect(report.days.map(({ day, views, visitors, clicks }) => ({ day, views, visitors, clicks }))).toEqual([
      { day: '2026-10-01', views: 3, visitors: 2, clicks: 0 },
      { day: '2026-10-02', views: 1, visitors: 1, clicks: 3 },
      { day: '2026-10-03', views: 0, visitors: 0, clicks: 0 },
    ])
    expect(report.days[1]).toMatchObject({ byCategory: { tel: 2, download: 1 }, formViews: 2, formStarts: 1, formSubmissions: 1 })
    expect(report.totals).toEqual({ views: 4, visitors: 3, clicks: 3, formSubmissions: 1 })
  })

  it('ranks pages, referrers and links', () => {
    expect(report.topPages).toEqual([
      { key: '/', count: 3 },
      { key: '/contact', count: 1 },
    ])
    expect(report.referrers).toEqual([{ key: 'www.google.com', count: 1 }])
    expect(report.clicksByCategory).toEqual({
      download: 1,
      tel: 2,
      mailto: 0,
      'outbound-link': 0,
      affiliate: 0,
      'cross-hostname': 0,
    })
    expect(report.topLinks[0]).toEqual({ category: 'tel', key: 'tel:+31307004120', count: 2 })
  })

  it('gives each form its views, starts, submissions and conversion rate', () => {
    expect(report.forms).toEqual([
      { formId: '1', views: 2, starts: 1, submissions: 1, conversion: 0.5 },
      { formId: '2', views: 1, starts: 0, submissions: 0, conversion: 0 },
    ])
    expect(formatRate(0.5)).toBe('50.0 %')
    expect(formatRate(1 / 3)).toBe('33.3 %')
    expect(formatRate(null)).toBe('–')
  })
})
