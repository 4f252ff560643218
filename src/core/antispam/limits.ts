/**
 * The guard's own rate limits for submissions (beside the forms' 30 posts a minute per
 * address, which answers 429 before the guard is asked). Only senders are ever refused: an
 * address (an IPv6 address's /64 network, which one subscriber usually holds whole) gets
 * `ipPerHour` submissions an hour. No limit is shared by all visitors of a form: a form that
 * receives more than `formPerMinute` submissions a minute from all senders together is in a
 * surge, which the guard answers by asking more of each submission (score.ts: a submission
 * without a verified captcha weighs more, so more of them are held for review), never by
 * refusing everyone, so a flood from rotating addresses cannot close a form to the people
 * writing in meanwhile. The address limit is asked first, so a flood that it refuses does
 * not count towards a surge. A sender on the allow list is not counted at all. Pure: the
 * buckets come from a factory (in memory, or shared through Redis by the caller) and the
 * clock is passed in.
 */
import { networkKey } from '../http/network'
import { memoryLimiter, type LimiterFactory, type RateLimiter } from '../http/rate-limit'

export type LimitHit = 'ip' | null

export type LimitCheck = {
  /** The sender is over its limit: blocked. */
  hit: LimitHit
  /** The form is receiving more than its usual share: escalate, do not refuse. */
  surge: boolean
}

export class GuardLimits {
  readonly ip: RateLimiter
  readonly form: RateLimiter

  constructor(
    readonly ipPerHour: number,
    readonly formPerMinute: number,
    limiter: LimiterFactory = memoryLimiter,
  ) {
    const perHour = Math.max(1, Math.floor(ipPerHour))
    const perMinute = Math.max(1, Math.floor(formPerMinute))
    // An address gets its hour's allowance back evenly over the hour; a form's surge level its minute's.
    this.ip = limiter('antispam-ip', { capacity: perHour, refillPerMinute: perHour / 60 })
    this.form = limiter('antispam-form', { capacity: perMinute, refillPerMinute: perMinute })
  }

  /** Counts one submission from `ip` to form `formId` at `now` (ms): whether the sender is refused, whether the form is in a surge. */
  async take(ip: string, formId: number, now: number): Promise<LimitCheck> {
    if (!(await this.ip.take(networkKey(ip), now)).allowed) return { hit: 'ip', surge: false }
    const surge = !(await this.form.take(`form:${formId}`, now)).allowed
    return { hit: null, surge }
  }
}
