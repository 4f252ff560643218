import { describe, expect, it } from 'vitest'

import { notificationsNotice } from './notifications-off'

describe('notificationsNotice', () => {
  it('says so when every notification is off, or there is none', () => {
    expect(notificationsNotice([{ isActive: false }, { isActive: false }])).toMatch(/^Notifications are off/)
    expect(notificationsNotice([])).toMatch(/^Notifications are off: this form has none/)
    expect(notificationsNotice(undefined)).toMatch(/^Notifications are off/)
  })

  it('says nothing while one is active (an unset flag counts as active, as the engine reads it)', () => {
    expect(notificationsNotice([{ isActive: false }, { isActive: true }])).toBeNull()
    expect(notificationsNotice([{ isActive: null }])).toBeNull()
    expect(notificationsNotice([{}])).toBeNull()
  })
})
