import { describe, expect, it } from 'vitest'

import {
  ageText,
  attention,
  attentionText,
  conversionText,
  dashboardWindows,
  emailsAddress,
  formatDateTime,
  formEntriesAddress,
  formIsActive,
  listAddress,
  readScheduled,
} from './dashboard'

const params = (href: string) => [...new URL(href, 'http://x').searchParams.entries()]

describe('dashboardWindows', () => {
  it('starts today at Amsterdam midnight, even when UTC is still on the day before', () => {
    const w = dashboardWindows(new Date('2026-11-26T23:30:00Z'))
    expect(w.today.toISOString()).toBe('2026-11-26T23:00:00.000Z')
    expect(w.week.toISOString()).toBe('2026-11-20T23:00:00.000Z')
  })

  it('counts the analytics over seven UTC days, ending today', () => {
    const w = dashboardWindows(new Date('2026-11-27T10:00:00Z'))
    expect(w.analytics).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
      start: new Date('2026-11-21T00:00:00.000Z'),
      end: new Date('2026-11-28T00:00:00.000Z'),
    })
  })
})

describe('conversionText', () => {
  it('writes entries of views with the rate as the admin writes it elsewhere', () => {
    expect(conversionText(12, 340)).toBe('12 of 340 views (3.5 %)')
    expect(conversionText(1, 1)).toBe('1 of 1 view (100.0 %)')
    expect(conversionText(3, 1200)).toBe('3 of 1,200 views (0.3 %)')
  })

  it('never says more than 100 %, and says when there were no views', () => {
    expect(conversionText(5, 2)).toBe('5 of 2 views (100.0 %)')
    expect(conversionText(0, 0)).toBe('No views counted')
    expect(conversionText(2, 0)).toBe('2 entries, no views counted')
  })
})

describe('ageText', () => {
  const now = new Date('2026-11-27T12:00:00Z')
  it('rounds down to the largest unit', () => {
    expect(ageText('2026-11-27T11:59:30Z', now)).toBe('less than a minute')
    expect(ageText('2026-11-27T11:59:00Z', now)).toBe('1 minute')
    expect(ageText('2026-11-27T09:10:00Z', now)).toBe('2 hours')
    expect(ageText(new Date('2026-11-24T11:00:00Z'), now)).toBe('3 days')
  })
  it('has nothing to say without a date', () => {
    expect(ageText(null, now)).toBeNull()
    expect(ageText('not a date', now)).toBeNull()
  })
})

describe('formatDateTime', () => {
  it('writes the date and time on Amsterdam’s clock', () => {
    expect(formatDateTime('2026-11-28T08:00:00.000Z')).toBe('Sat 28 Nov 2026, 09:00')
    expect(formatDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('Thu 2 Jul 2026, 00:30')
  })
})

describe('links', () => {
  it('writes the where query Payload’s list reads', () => {
    expect(listAddress('form-notifications', { and: [{ status: { equals: 'failed' } }] })).toBe(
      '/admin/collections/form-notifications?where[and][0][status][equals]=failed',
    )
    expect(listAddress('consent-records', undefined)).toBe('/admin/collections/consent-records')
  })

  it('opens one form’s unread entries, as the list’s own Unread view does', () => {
    expect(params(formEntriesAddress(7, 'unread'))).toEqual([
      ['where[and][0][form][equals]', '7'],
      ['where[and][1][status][equals]', 'active'],
      ['where[and][2][isRead][equals]', 'false'],
    ])
  })

  it('limits a form’s inbox to what came in since an instant', () => {
    expect(params(formEntriesAddress(7, 'inbox', new Date('2026-11-26T23:00:00Z')))).toEqual([
      ['where[and][0][form][equals]', '7'],
      ['where[and][1][status][equals]', 'active'],
      ['where[and][2][createdAt][greater_than_equal]', '2026-11-26T23:00:00.000Z'],
    ])
  })

  it('finds the failed e-mails, and those waiting for a retry', () => {
    const now = new Date('2026-11-27T12:00:00Z')
    expect(params(emailsAddress('failed', now))).toEqual([
      ['where[and][0][status][equals]', 'failed'],
      ['sort', 'createdAt'],
    ])
    expect(params(emailsAddress('retrying', now))).toEqual([
      ['where[or][0][and][0][status][equals]', 'queued'],
      ['where[or][0][and][1][attempts][greater_than]', '0'],
      ['where[or][1][and][0][status][equals]', 'queued'],
      ['where[or][1][and][1][nextAttemptAt][greater_than]', '2026-11-27T12:00:00.000Z'],
      ['sort', 'createdAt'],
    ])
  })
})

describe('attention', () => {
  const quiet = { today: 0, week: 0, unread: 0, starred: 0, weekEntries: 0, views: 0 }
  const emails = { failed: 0, retrying: 0, oldestFailed: null, oldestRetrying: null }

  it('says plainly when nothing waits', () => {
    const a = attention({ forms: [{ id: 1, title: 'Contact', ...quiet, starred: 4 }], emails })
    expect(a).toEqual({ unread: 0, emails: 0, nothingWaits: true })
    expect(attentionText(a)).toBe('Nothing waits for you: every entry has been read and every e-mail went out.')
  })

  it('adds up unread entries over the forms and the e-mails that did not go out', () => {
    const a = attention({
      forms: [
        { id: 1, title: 'Contact', ...quiet, unread: 2 },
        { id: 2, title: 'Quote', ...quiet, unread: 1 },
      ],
      emails: { ...emails, failed: 1 },
    })
    expect(a).toEqual({ unread: 3, emails: 1, nothingWaits: false })
    expect(attentionText(a)).toBe('Waiting for you: 3 unread entries and 1 e-mail that did not go out.')
    expect(attentionText({ unread: 1, emails: 0, nothingWaits: false })).toBe('Waiting for you: 1 unread entry.')
  })

  it('lists a form only when something happened on it', () => {
    expect(formIsActive(quiet)).toBe(false)
    expect(formIsActive({ ...quiet, starred: 3 })).toBe(false)
    expect(formIsActive({ ...quiet, unread: 1 })).toBe(true)
    expect(formIsActive({ ...quiet, views: 1 })).toBe(true)
  })
})

describe('readScheduled', () => {
  it('reads the scheduled publishing job’s input', () => {
    expect(
      readScheduled({
        input: { doc: { relationTo: 'pages', value: '12' }, type: 'publish' },
        waitUntil: '2026-11-28T08:00:00.000Z',
      }),
    ).toEqual({ collection: 'pages', id: '12', action: 'publish', at: '2026-11-28T08:00:00.000Z' })
    expect(readScheduled({ input: { doc: { relationTo: 'pages', value: 3 }, type: 'unpublish' }, waitUntil: 'x' })?.action).toBe(
      'unpublish',
    )
  })
  it('leaves out jobs for globals and what it cannot read', () => {
    expect(readScheduled({ input: { global: 'header', type: 'publish' }, waitUntil: '2026-11-28T08:00:00.000Z' })).toBeNull()
    expect(readScheduled({ input: null, waitUntil: '2026-11-28T08:00:00.000Z' })).toBeNull()
  })
})
