/**
 * The guard's own rate limits for submissions (beside the forms' 30 posts a minute per
 * address, which answers 429 before the guard is asked): per sending address per hour and
 * per form per minute (all senders together). The address limit is asked first, so a flood
 * from one address that it refuses does not use up the form's allowance and people writing
 * in from elsewhere still get through. A sender on the allow list is not counted at all.
 * Pure: the buckets come from a factory (in memory, or shared through Redis by the caller) and
 * the clock is passed in.
 */
import { memoryLimiter, type LimiterFactory, type RateLimiter } from '../http/rate-limit'

export type LimitHit = 'ip' | 'form' | null

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
    // An address gets its hour's allowance back evenly over the hour; a form its minute's.
    this.ip = limiter('antispam-ip', { capacity: perHour, refillPerMinute: perHour / 60 })
    this.form = limiter('antispam-form', { capacity: perMinute, refillPerMinute: perMinute })
  }

  /** Takes one submission for `ip` on form `formId` at `now` (ms); which limit refused it, or null. */
  async take(ip: string, formId: number, now: number): Promise<LimitHit> {
    if (!(await this.ip.take(ip, now)).allowed) return 'ip'
    if (!(await this.form.take(`form:${formId}`, now)).allowed) return 'form'
    return null
  }
}
