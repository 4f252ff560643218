import { describe, expect, it } from 'vitest'

import { diskHasRoom, minutesToWait, UPLOAD_LIMIT_MESSAGES, unclaimedHasRoom, wholeMb } from './budget'

describe('upload budgets', () => {
  it('keeps the disk reserve free, counting the file that is coming', () => {
    const GIB = 1024 ** 3
    expect(diskHasRoom(10 * GIB, 2 * GIB, 1 * GIB)).toBe(true)
    expect(diskHasRoom(10 * GIB, 2 * GIB, 8 * GIB)).toBe(true)
    expect(diskHasRoom(10 * GIB, 2 * GIB, 8 * GIB + 1)).toBe(false)
    expect(diskHasRoom(1 * GIB, 2 * GIB, 0)).toBe(false)
    expect(diskHasRoom(null, 2 * GIB, GIB)).toBe(true)
  })

  it('keeps the unclaimed bytes of everyone under the ceiling', () => {
    expect(unclaimedHasRoom(90, 100, 10)).toBe(true)
    expect(unclaimedHasRoom(90, 100, 11)).toBe(false)
  })

  it('says how long to wait in whole minutes, and what the hourly budget is', () => {
    expect(minutesToWait(1)).toBe(1)
    expect(minutesToWait(61)).toBe(2)
    expect(UPLOAD_LIMIT_MESSAGES.addressBudget(1)).toBe(
      'Too many files were uploaded from your address in the last hour. Please try again in 1 minute.',
    )
    expect(UPLOAD_LIMIT_MESSAGES.largerThanBudget(wholeMb(200 * 1024 * 1024))).toBe(
      'File exceeds size limit: at most 200 MB can be uploaded per hour.',
    )
  })
})
