import { createHash, randomBytes } from 'node:crypto'

/**
 * Unique visitors without cookies or stored addresses: a hash of a salt, the
 * address and the browser's user agent. The salt is random, lives in memory only
 * and changes every day (UTC), so one day's hashes cannot be linked to another's,
 * nor turned back into an address, not even with the server's secret. A restart
 * within a day draws a new salt: a visitor may then count twice that day.
 */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('hex').slice(0, 16)
}

/** `YYYY-MM-DD` in UTC: the day an event counts towards. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export class DailySalt {
  private day = ''
  private salt = ''
  constructor(private readonly random: () => string = () => randomBytes(32).toString('hex')) {}

  /** Today's salt; yesterday's is forgotten the moment the day changes. */
  for(day: string): string {
    if (day !== this.day) {
      this.day = day
      this.salt = this.random()
    }
    return this.salt
  }
}
