/**
 * Auto-replies: e-mails sent to an address taken from the submission itself (a notification
 * whose recipient is one of the form's e-mail fields, such as a receipt, and Save and
 * Continue's resume link). Anyone can type anyone's address, so without care the site would
 * mail whoever a script names, from the company's domain. Two rules, whatever the spam score:
 *
 * - only a submission that passed the guard's browser checks (a fresh event token of this
 *   server, not used before, and behaviour signals showing a person's interaction) or a
 *   verified captcha gets one; a post without JavaScript is still stored and the staff are
 *   still notified, but its typed address gets nothing;
 * - one address gets at most `AUTO_REPLIES_PER_ADDRESS_PER_DAY` (3) a day, counted on the
 *   address as written, case and surrounding spaces aside.
 *
 * Pure: the caller gathers the facts and keeps the counts.
 */
import type { Notification } from '../forms/types'
import { interacted, type ClientSignals } from './signals'
import type { TokenCheck } from './token'

export type BrowserEvidence = {
  /** `ok` only when a captcha token was verified for this post. */
  captcha: 'ok' | 'missing' | 'off'
  token: TokenCheck
  tokenReplayed: boolean
  signals: ClientSignals | null
}

/** Whether a post proved it came from a person's browser: a verified captcha, or a fresh token with interaction. */
export function passedBrowserChecks(e: BrowserEvidence): boolean {
  if (e.captcha === 'ok') return true
  return e.token.status === 'valid' && !e.tokenReplayed && e.signals !== null && interacted(e.signals)
}

/** A notification that goes to an address the visitor typed. */
export const isAutoReply = (n: Pick<Notification, 'toType'>): boolean => n.toType === 'field'

/** The key an address is counted under. */
export const recipientKey = (address: string): string => address.trim().toLowerCase()

export const AUTO_REPLY_DEFAULTS = { perAddressPerDay: 3 }

/** `AUTO_REPLIES_PER_ADDRESS_PER_DAY`: auto-replies one address may receive a day (1 to 1000). */
export function parseAutoRepliesPerDay(env: Record<string, string | undefined>): number {
  const raw = env.AUTO_REPLIES_PER_ADDRESS_PER_DAY?.trim()
  if (!raw) return AUTO_REPLY_DEFAULTS.perAddressPerDay
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new Error(`AUTO_REPLIES_PER_ADDRESS_PER_DAY must be a whole number from 1 to 1000, not "${raw}"`)
  return n
}

/** Why a resume link was not e-mailed (shown under the Send Link box; the link itself is on the page). */
export const SEND_LINK_MESSAGES = {
  unverified: 'The link can only be e-mailed from a browser with JavaScript turned on. Please copy the link above instead.',
  tooMany: 'Too many e-mails were sent to this address today. Please copy the link above instead.',
} as const
