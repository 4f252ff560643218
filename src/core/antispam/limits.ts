/**
 * The guard's own rate limits for submissions (beside the forms' 30 posts a minute per
 * address, which answers 429 before the guard is asked): per sending address per hour and
 * per form per minute (all senders together). The address limit is asked first, so a flood
 * from one address that it refuses does not use up the form's allowance and people writing
 * in from elsewhere still get through. A sender on the allow list is not counted at all.
 * Pure: the buckets are in memory and the clock is passed in.
 */
import { TokenBucket } from '../http/rate-limit'

export type LimitHit = 'ip' | 'form' | null

export class GuardLimits {
  readonly ip: TokenBucket
  readonly form: TokenBucket

  constructor(
    readonly ipPerHour: number,
    readonly formPerMinute: number,
  ) {
    const perHour = Math.max(1, Math.floor(ipPerHour))
    const perMinute = Math.max(1, Math.floor(formPerMinute))
    // An address gets its hour's allowance back evenly over the hour; a form its minute's.
    this.ip = new TokenBucket({ capacity: perHour, refillPerMinute: perHour / 60 })
    this.form = new TokenBucket({ capacity: perMinute, refillPerMinute: perMinute })
  }

  /** Takes one submission for `ip` on form `formId` at `now` (ms); which limit refused it, or null. */
  take(ip: string, formId: number, now: number): LimitHit {
    if (!this.ip.take(ip, now).allowed) return 'ip'
    if (!this.form.take(`form:${formId}`, now).allowed) return 'form'
    return null
  }
}
