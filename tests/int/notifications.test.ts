/**
 * Notification e-mails survive an SMTP outage: the mail server is stopped while visitors
 * submit, every e-mail waits in its queue with its error and its next attempt, and once the
 * server is back each one arrives exactly once.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { contactForm } from '../../src/core/forms/fixtures'
import { docFromForm } from '../../src/features/forms/model'
import {
  CLAIM_LEASE_MS,
  deliverDue,
  holder,
  NOTIFICATION_QUEUE,
  releasePreviousClaims,
  retryDelayMs,
  runNotificationQueue,
  stopNotificationQueue,
} from '../../src/features/notifications/queue'
import { emailQueueFigures } from '../../src/features/ops/checks'
import { tempDir } from '../support/databases'
import { closePayload } from '../support/payload'
import { openSetUpPayload } from '../support/setup'
import { startSmtpSink } from '../support/smtp-sink'
import { submitForm } from '../support/submit'

let sink = await startSmtpSink()
const port = sink.port
process.env.DATA_DIR = tempDir('site-int-notify')
process.env.DATABASE_URL = ''
process.env.SMTP_URL = sink.url
process.env.EMAIL_FROM = 'website@oproep.example'
process.env.SEED = '0'

let payload: Payload

beforeAll(async () => {
  payload = await openSetUpPayload()
})

afterAll(async () => {
  await closePayload(payload)
  await sink.close()
})

type Row = {
  id: number
  status: string
  attempts: number
  lastError?: string | null
  sentAt?: string | null
  nextAttemptAt?: string | null
  to: string
  messageId?: string | null
}

const rows = async () =>
  (await payload.find({ collection: 'form-notifications', pagination: false, sort: 'id', overrideAccess: true, depth: 0 }))
    .docs as unknown as Row[]

const jobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: NOTIFICATION_QUEUE } },
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
  ).docs

it('queues, retries with backoff through an outage, and delivers every notification once', async () => {
  const form = await payload.create({ collection: 'forms', data: docFromForm(contactForm) as never, overrideAccess: true })
  const formId = Number(form.id)

  await sink.close()
  const visitors = ['anna@zorghuis.example', 'bram@hotel.example', 'chris@kliniek.example']
  for (const [i, email] of visitors.entries()) {
    // As from a person's browser: the receipts to the typed addresses go only then.
    const result = await submitForm(
      payload,
      formId,
      {
        'input_1.3': `Visitor${i}`,
        'input_1.6': 'Test',
        input_2: email,
        input_5: i === 0 ? 'service' : 'product',
        input_6: `Message ${i} <b>bold</b>`,
        'input_7.1': '1',
      },
      { asBrowser: true },
    )
    expect(result.kind).toBe('confirmation')
  }
  // Admin copy and receipt for each; the service desk only for the first.
  const expected = visitors.length * 2 + 1
  expect(await rows()).toHaveLength(expected)

  // The first try runs right after each submission and fails: each e-mail keeps its error and
  // waits a minute for its next attempt. The rows are the queue: no job is written for them.
  await expect
    .poll(async () => (await rows()).filter((r) => r.status === 'queued' && r.attempts === 1).length, { timeout: 60_000 })
    .toBe(expected)
  expect(await jobs()).toHaveLength(0)
  // What /metrics reads of the queue (features/ops/checks.ts).
  const waiting = await emailQueueFigures(payload)
  expect(waiting).toMatchObject({ waiting: expected, sending: 0, failed: 0 })
  expect(waiting.oldestWaitingSeconds).toBeGreaterThanOrEqual(0)
  expect((await emailQueueFigures(payload, Date.now() + 120_000)).oldestWaitingSeconds).toBeGreaterThanOrEqual(120)
  for (const row of await rows()) {
    expect(row.lastError).toBeTruthy()
    const wait = Date.parse(String(row.nextAttemptAt)) - Date.now()
    expect(wait).toBeGreaterThan(retryDelayMs(1) - 30_000)
    expect(wait).toBeLessThanOrEqual(retryDelayMs(1))
  }
  expect([1, 2, 3, 10, 11].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 512 * 60_000, 512 * 60_000])
  // Nothing is retried before its backoff has passed.
  await runNotificationQueue(payload)
  expect((await rows()).every((r) => r.attempts === 1)).toBe(true)

  // The mail server comes back, and the backoff time passes.
  sink = await startSmtpSink({ port })
  await payload.update({
    collection: 'form-notifications',
    where: { status: { equals: 'queued' } },
    data: { nextAttemptAt: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })
  // Two deliveries at once (two instances, or the due check and a new submission's): each e-mail
  // still goes once, claimed by one of them.
  const [first, second] = await Promise.all([deliverDue(payload), deliverDue(payload)])
  expect(first + second).toBe(expected)
  await expect.poll(async () => (await rows()).filter((r) => r.status === 'sent').length, { timeout: 30_000 }).toBe(expected)

  // A second run finds nothing to send: every e-mail arrived once.
  await runNotificationQueue(payload)
  expect(sink.messages).toHaveLength(expected)
  const ids = sink.messages.map((m) => /^Message-ID:\s*(<[^>]+>)/im.exec(m.raw)?.[1])
  expect(new Set(ids).size).toBe(expected)
  // Each e-mail's Message-ID is the random one stored with it.
  expect(ids.sort()).toEqual((await rows()).map((r) => r.messageId).sort())
  for (const id of ids) expect(id).toMatch(/^<form-notification-[0-9a-f-]{36}@oproep\.example>$/)
  for (const email of visitors) expect(sink.messages.filter((m) => m.to.includes(email))).toHaveLength(1)
  expect(sink.messages.filter((m) => m.to.includes('info@oproep.example'))).toHaveLength(3)
  expect(sink.messages.filter((m) => m.to.includes('service@oproep.example'))).toHaveLength(1)

  const admin = sink.messages.find((m) => m.to.includes('info@oproep.example') && m.raw.includes('Visitor0'))!
  expect(admin.raw).toContain('Subject: Contact form: Service and repairs')
  // The visitor's markup arrives as text in the HTML part (escaped), and as typed in the text part.
  // (The HTML part is quoted-printable: its soft line breaks and `=3D` undone first.)
  const htmlPart = admin.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  // (The branded layout gives `{all_fields}`' cells inline styles.)
  expect(htmlPart).toMatch(/<td[^>]*>Message 0 &(lt|#60);b&(gt|#62);bold&(lt|#60);\/b&(gt|#62);<\/td/)
  expect(htmlPart).not.toMatch(/<td[^>]*>Message 0 <b>/)
  expect(htmlPart).toContain('role="presentation"')
  expect(admin.raw).toContain('Message: Message 0 <b>bold</b>')
  for (const row of await rows()) {
    expect(row.status).toBe('sent')
    expect(row.attempts).toBe(2)
    expect(row.sentAt).toBeTruthy()
  }

  // A delivery that died between claiming an e-mail and recording it: another delivery takes the
  // e-mail over only once the claim has not been renewed for CLAIM_LEASE_MS, and sends it with the
  // same Message-ID.
  const stuck = (await rows())[0]!
  const claimAt = async (ms: number, claimedBy = 'ffff/another-process') =>
    payload.update({
      collection: 'form-notifications',
      id: stuck.id,
      data: { status: 'sending', claimedAt: new Date(Date.now() - ms).toISOString(), claimedBy },
      overrideAccess: true,
    })
  await claimAt(1000)
  expect(await deliverDue(payload)).toBe(0)
  await claimAt(CLAIM_LEASE_MS + 1000)
  const before = sink.messages.length
  expect(await deliverDue(payload)).toBe(1)
  expect(sink.messages).toHaveLength(before + 1)
  expect(/^Message-ID:\s*(<[^>]+>)/im.exec(sink.messages.at(-1)!.raw)?.[1]).toBe(stuck.messageId)
  expect((await rows()).find((r) => r.id === stuck.id)?.status).toBe('sent')

  // At start, a claim a previous process left is released at once, however fresh (one instance on SQLite).
  await claimAt(1000)
  expect(await releasePreviousClaims(payload)).toBe(1)
  const released = (await rows()).find((r) => r.id === stuck.id)!
  expect(released.status).toBe('queued')
  expect(await deliverDue(payload)).toBe(1)
  expect(sink.messages).toHaveLength(before + 2)
  expect(await emailQueueFigures(payload)).toEqual({ waiting: 0, sending: 0, failed: 0, oldestWaitingSeconds: 0 })

  // The process stops (server/lifecycle.ts): the e-mail it was sending goes back to the queue at
  // once, for another instance or its next start, and it delivers nothing more. (Last: it stays stopped.)
  await claimAt(1000, holder())
  expect(await emailQueueFigures(payload)).toMatchObject({ waiting: 0, sending: 1 })
  expect(await stopNotificationQueue(payload, Date.now() + 5000)).toBe(1)
  expect((await rows()).find((r) => r.id === stuck.id)?.status).toBe('queued')
  await runNotificationQueue(payload)
  expect((await rows()).find((r) => r.id === stuck.id)?.status).toBe('queued')
  expect(sink.messages).toHaveLength(before + 2)
})
