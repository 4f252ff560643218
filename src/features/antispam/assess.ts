/**
 * The guard's side of a submission: gathers the facts the scoring needs from the post, the
 * request and the settings, verifies the captcha, asks core/antispam/score.ts for the
 * decision, and records it (the token spent, today's count). Called by the forms processor
 * for every complete submission.
 */
import type { Payload } from 'payload'

import { isAutoReply, passedBrowserChecks } from '../../core/antispam/auto-reply'
import { checkContent, matchLists } from '../../core/antispam/rules'
import { decide, type Decision, type Facts, type Road } from '../../core/antispam/score'
import { mergeSignals, parseSignals, SIGNAL_FIELDS } from '../../core/antispam/signals'
import { checkEventToken, formScope, versionHashMatches } from '../../core/antispam/token'
import type { SubmissionMeta } from '../../core/forms/protocol'
import { notificationRecipients } from '../../core/forms/logic'
import type { Form, Notification } from '../../core/forms/types'
import type { Pair, Values } from '../../core/forms/values'
import { captchaMessage, verifyCaptcha } from './captcha'
import { antispamConfig } from './settings'
import { countDecision, readSession, spendTokenOnce, submissionLimiters, takeAutoReply, tokenWasUsed } from './store'

export type Sender = {
  ip: string
  userAgent: string
  secFetchMode: string | null
  acceptLanguage: string | null
}

export type AssessInput = {
  payload: Payload
  secret: string
  form: Form
  meta: SubmissionMeta
  pairs: Pair[]
  values: Values
  sender: Sender
  now: number
}

export type Assessment =
  /** The captcha was missing or did not verify: the form comes back with this message at the field. */
  | { kind: 'captcha'; fieldId: number; message: string }
  /**
   * Counted here when blocked; an allowed or flagged submission is counted by whoever stores it.
   * `browserChecked`: the post passed the browser checks or a captcha, so auto-replies may go
   * to an address it gave (core/antispam/auto-reply.ts).
   */
  | { kind: 'decision'; decision: Decision; stopScript: boolean; browserChecked: boolean }

const lastOf = (pairs: Pair[], name: string): string => {
  let found = ''
  for (const [k, v] of pairs) if (k === name && typeof v === 'string') found = v
  return found
}

function textsOf(values: Values): string[] {
  const out: string[] = []
  for (const v of Object.values(values)) {
    if (typeof v === 'string') out.push(v)
    else if (Array.isArray(v)) for (const x of v) if (typeof x === 'string') out.push(x)
  }
  return out
}

function emailsOf(form: Form, values: Values): string[] {
  return form.fields
    .filter((f) => f.type === 'email')
    .map((f) => values[String(f.id)])
    .filter((v): v is string => typeof v === 'string' && v.includes('@'))
}

export async function assessSubmission(input: AssessInput): Promise<Assessment> {
  const { payload, secret, form, meta, pairs, values, sender, now } = input
  const config = await antispamConfig(payload)
  const road: Road = meta.ajax ? 'ajax' : 'postback'

  // The rate limits first: a flood is refused before its captcha tokens cost a verification
  // (a provider's siteverify call, or ALTCHA's key derivation). Only the sender's own limit
  // refuses; a surge on the form raises the score of what has no verified captcha
  // (core/antispam/limits.ts). The allow list is not counted.
  const emails = emailsOf(form, values)
  const allowed = config.enabled ? matchLists(config.allow, { ip: sender.ip, emails }) : null
  const limits =
    config.enabled && !allowed
      ? await submissionLimiters(config.ipPerHour, config.formPerMinute).take(sender.ip, form.id, now)
      : { hit: null, surge: false }
  const rateLimited = limits.hit

  // The captcha: a token that does not verify (forged, expired, replayed) is refused whichever
  // road it came by; a missing one only on ajax, where the widget always runs. A sender over a
  // limit is blocked whatever its captcha says, so it is not verified.
  const captchaField = form.fields.find((f) => f.type === 'captcha')
  let captcha: Facts['captcha'] = 'off'
  if (captchaField && config.enabled && !rateLimited) {
    if (meta.captchaToken) {
      const result = await verifyCaptcha(payload, secret, config.captcha, meta.captchaToken, sender.ip, { now })
      if (!result.ok) {
        await countDecision(payload, 'blocked', now)
        return { kind: 'captcha', fieldId: captchaField.id, message: captchaMessage(result.reason) }
      }
      captcha = 'ok'
    } else if (road === 'ajax') {
      await countDecision(payload, 'blocked', now)
      return { kind: 'captcha', fieldId: captchaField.id, message: captchaMessage('missing') }
    } else {
      captcha = 'missing'
    }
  }

  const honeypotFilled = form.settings.enableHoneypot && meta.honeypot !== ''
  const tokenText = lastOf(pairs, SIGNAL_FIELDS.token).trim().toLowerCase()
  const token = checkEventToken(secret, tokenText, formScope(form.id), now, config.freshnessSeconds, ['page'])
  let signals = parseSignals(lastOf(pairs, SIGNAL_FIELDS.signals))
  const session = lastOf(pairs, SIGNAL_FIELDS.session)
  const saved = session ? await readSession(session, config.freshnessSeconds, now) : null
  if (saved) signals = signals ? mergeSignals(saved, signals) : saved

  if (!config.enabled) {
    const decision: Decision = honeypotFilled
      ? { action: 'flag', score: 100, reasons: [{ code: 'honeypot', points: 100 }] }
      : { action: 'allow', score: 0, reasons: [] }
    // Auto-replies keep their rule with the guard switched off: a token may be replayed here, but
    // each address still gets at most its few a day.
    const browserChecked = passedBrowserChecks({ captcha, token, tokenReplayed: false, signals })
    // Counted with the entry it is stored as (see below).
    return { kind: 'decision', decision, stopScript: false, browserChecked }
  }

  const versionHash: Facts['versionHash'] = !form.settings.enableHoneypot
    ? 'off'
    : meta.versionHash === null || meta.versionHash === ''
      ? 'missing'
      : versionHashMatches(secret, form.id, meta.versionHash)
        ? 'ok'
        : 'wrong'

  // Over a limit the answer is block whatever the token says: no lookup for a flood.
  const tokenReplayed = !rateLimited && token.status === 'valid' && (await tokenWasUsed(payload, 'event', tokenText))

  const facts: Facts = {
    road,
    honeypotFilled,
    versionHash,
    token,
    tokenReplayed,
    signals,
    headers: { userAgent: sender.userAgent, secFetchMode: sender.secFetchMode, acceptLanguage: sender.acceptLanguage },
    captcha,
    content: checkContent(textsOf(values), config.rules),
    rules: config.rules,
    allowed,
    denied: matchLists(config.deny, { ip: sender.ip, emails }),
    rateLimited,
    surge: limits.surge,
  }
  const decision = decide(facts, config.policy)
  // A token counts once: a later submission with it is a replay.
  if (token.status === 'valid' && decision.action !== 'block') {
    await spendTokenOnce(payload, 'event', tokenText, new Date(token.issuedMs + config.freshnessSeconds * 1000))
  }
  // A submission allowed or flagged is stored next and counted in the same write
  // (features/entries/store.ts: `countAs`), so its count costs no commit of its own.
  if (decision.action === 'block') await countDecision(payload, 'blocked', now)
  // Retrying cannot help a sender on the deny list or blocked by its score; a rate limit passes.
  const stopScript = decision.action === 'block' && !decision.reasons.some((r) => r.code.startsWith('rate-limit'))
  return {
    kind: 'decision',
    decision,
    stopScript,
    browserChecked: passedBrowserChecks({ captcha, token, tokenReplayed, signals }),
  }
}

export type SendLinkInput = {
  payload: Payload
  secret: string
  form: Form
  pairs: Pair[]
  sender: Sender
  /** The address the link is to go to. */
  to: string
  now: number
}

/** Why a resume link may not be e-mailed, or null when it may. */
export type SendLinkRefusal = 'unverified' | 'limited' | null

/**
 * The guard's word on Save and Continue's Send Link, which e-mails an address the visitor
 * typed: only from a post that passed the browser checks (the forms script's token and a
 * person's interaction; a page change carries no captcha), not from a sender on the deny
 * list or over its hourly limit, and at most AUTO_REPLIES_PER_ADDRESS_PER_DAY a day to one
 * address, counted with the form notifications' auto-replies.
 */
export async function assessSendLink(input: SendLinkInput): Promise<SendLinkRefusal> {
  const { payload, secret, form, pairs, sender, to, now } = input
  const config = await antispamConfig(payload)
  const token = checkEventToken(
    secret,
    lastOf(pairs, SIGNAL_FIELDS.token).trim().toLowerCase(),
    formScope(form.id),
    now,
    config.freshnessSeconds,
    ['page'],
  )
  let signals = parseSignals(lastOf(pairs, SIGNAL_FIELDS.signals))
  const session = lastOf(pairs, SIGNAL_FIELDS.session)
  const saved = session ? await readSession(session, config.freshnessSeconds, now) : null
  if (saved) signals = signals ? mergeSignals(saved, signals) : saved
  if (!passedBrowserChecks({ captcha: 'off', token, tokenReplayed: false, signals })) return 'unverified'
  if (config.enabled) {
    if (matchLists(config.deny, { ip: sender.ip, emails: [to] })) return 'unverified'
    const allowed = matchLists(config.allow, { ip: sender.ip, emails: [to] })
    if (!allowed && (await submissionLimiters(config.ipPerHour, config.formPerMinute).take(sender.ip, form.id, now)).hit)
      return 'limited'
  }
  return (await takeAutoReply(to, now)) ? null : 'limited'
}

/**
 * The notifications a stored submission sends: every one to fixed addresses; one to an address
 * taken from the submission (an auto-reply) only when the post passed the browser checks or a
 * captcha, and while that address has auto-replies left today (AUTO_REPLIES_PER_ADDRESS_PER_DAY).
 */
export async function withAutoRepliesAllowed(
  form: Form,
  notifications: Notification[],
  values: Values,
  browserChecked: boolean,
  now: number,
): Promise<Notification[]> {
  const out: Notification[] = []
  for (const n of notifications) {
    if (!isAutoReply(n)) out.push(n)
    else if (browserChecked) {
      const to = notificationRecipients(n, form, values)
      let left = true
      for (const address of to) left = (await takeAutoReply(address, now)) && left
      if (left) out.push(n)
    }
  }
  return out
}
