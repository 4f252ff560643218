import { describe, expect, it } from 'vitest'

import { isSqliteBusy, lockRetryDelay, retryWhileBusy, type LockWaitClock } from './lock-wait'

const busy = () => Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY', rawCode: 5 })

/** A clock that only moves when the code under test sleeps. */
function fakeClock(): LockWaitClock & { slept: number[] } {
  let t = 1_000
  const slept: number[] = []
  return {
    slept,
    now: () => t,
    sleep: async (ms) => {
      slept.push(ms)
      t += ms
    },
  }
}

describe('isSqliteBusy', () => {
  it('recognises the driver, the client and wrapped errors', () => {
    expect(isSqliteBusy(busy())).toBe(true)
    expect(isSqliteBusy({ code: 'SQLITE_BUSY_SNAPSHOT' })).toBe(true)
    expect(isSqliteBusy({ rawCode: 517 })).toBe(true)
    expect(isSqliteBusy(new Error('Failed query', { cause: busy() }))).toBe(true)
  })
  it('leaves other errors alone', () => {
    expect(isSqliteBusy(new Error('UNIQUE constraint failed'))).toBe(false)
    expect(isSqliteBusy({ code: 'SQLITE_CONSTRAINT', rawCode: 19 })).toBe(false)
    expect(isSqliteBusy(null)).toBe(false)
  })
})

describe('lockRetryDelay', () => {
  it('doubles from 2 ms up to 100 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => lockRetryDelay(n, 0, 10_000))).toEqual([2, 4, 8, 16, 32, 64, 100, 100, 100])
  })
  it('ends the wait at the bound, never pausing past it', () => {
    expect(lockRetryDelay(10, 9_950, 10_000)).toBe(50)
    expect(lockRetryDelay(10, 10_000, 10_000)).toBeNull()
    expect(lockRetryDelay(1, 0, 0)).toBeNull()
  })
})

describe('retryWhileBusy', () => {
  it('tries again on timers until the lock is free', async () => {
    const clock = fakeClock()
    let calls = 0
    const result = await retryWhileBusy(
      async () => {
        if (++calls < 4) throw busy()
        return 'stored'
      },
      10_000,
      clock,
    )
    expect(result).toBe('stored')
    expect(clock.slept).toEqual([2, 4, 8])
  })
  it('gives up with the busy error once the wait is over', async () => {
    const clock = fakeClock()
    let calls = 0
    const attempt = async () => {
      calls++
      throw busy()
    }
    await expect(retryWhileBusy(attempt, 1_000, clock)).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
    expect(clock.slept.reduce((a, b) => a + b, 0)).toBe(1_000)
    expect(calls).toBe(clock.slept.length + 1)
  })
  it('passes any other error on at once', async () => {
    const clock = fakeClock()
    await expect(
      retryWhileBusy(
        async () => {
          throw new Error('no such table')
        },
        10_000,
        clock,
      ),
    ).rejects.toThrow('no such table')
    expect(clock.slept).toEqual([])
  })
})
