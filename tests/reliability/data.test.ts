/**
 * The site's data under pressure, against the production build on SQLite: another process
 * holding the database's write lock, the server killed while it holds e-mail claims, and the
 * data folder's permissions. Ports 3470-3479.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { UNAVAILABLE_MESSAGE } from '../../src/core/http/unavailable'

import { startSmtpSink, type ReceivedMail } from '../support/smtp-sink'
import {
  adminHeaders,
  allowTestRange,
  contactPost,
  createContactForm,
  entriesOf,
  postAjax,
  sleep,
  startSite,
  visitor,
  type Site,
} from './support'

const started: Site[] = []
afterAll(async () => {
  for (const site of started) await site.stop()
})

/** How long a request took to be answered in full, in ms. */
async function timed(url: string): Promise<{ status: number; ms: number }> {
  const t0 = performance.now()
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  await res.arrayBuffer()
  return { status: res.status, ms: performance.now() - t0 }
}

describe('another process holding the database write lock', () => {
  it('keeps cached pages answering while a submission waits, and stores the submission once the lock is free', async () => {
    const site = await startSite({ port: 3470 })
    started.push(site)
    await allowTestRange(site)
    const posting = await createContactForm(site)
    // The home page, once rendered, is answered from the serving layer's cache.
    for (let i = 0; i < 3; i++) expect((await timed(`${site.url}/`)).status).toBe(200)

    // Another writer (the sqlite3 shell, a backup script) takes the write lock for four seconds.
    const other = new Database(path.join(site.dataDir, 'site.db'))
    other.exec('BEGIN IMMEDIATE')
    const heldUntil = Date.now() + 4000
    const submission = postAjax(site, contactPost(posting, site, 1), { ip: visitor(1), timeoutMs: 30_000 })
    let answeredWhileLocked = false
    void submission.then(() => (answeredWhileLocked = !released))
    let released = false
    const pages: { status: number; ms: number }[] = []
    try {
      await sleep(300)
      while (Date.now() < heldUntil - 300) {
        pages.push(await timed(`${site.url}/`))
        await sleep(100)
      }
    } finally {
      other.exec('ROLLBACK')
      other.close()
      released = true
    }
    // A liveness bound, not a performance figure: while the lock was held, every cached page was
    // answered at all within a second (a blocked event loop answered none for four).
    const slowest = Math.max(...pages.map((p) => p.ms))
    expect(slowest, `the slowest page while the database was locked took ${Math.round(slowest)} ms`).toBeLessThan(1000)
    expect(pages.length).toBeGreaterThan(5)
    for (const page of pages) expect(page.status).toBe(200)

    const answer = await submission
    expect(answeredWhileLocked, 'the submission was answered before the lock was released').toBe(false)
    expect(answer.status).toBe(200)
    expect(answer.confirmed).toBe(true)
    const entries = await entriesOf(site, posting.formId)
    expect(entries.map((e) => e.values['1.6'])).toEqual(['de Vries 1'])
  })
})

describe('a write lock held past SQLITE_LOCK_WAIT_MS', () => {
  it('answers the submission 503 with the message, and keeps serving pages', async () => {
    const site = await startSite({ port: 3471, env: { SQLITE_LOCK_WAIT_MS: '1000' } })
    started.push(site)
    await allowTestRange(site)
    const posting = await createContactForm(site)
    expect((await timed(`${site.url}/`)).status).toBe(200)
    const other = new Database(path.join(site.dataDir, 'site.db'))
    other.exec('BEGIN IMMEDIATE')
    try {
      let answered = false
      const pending = postAjax(site, contactPost(posting, site, 2), { ip: visitor(2), timeoutMs: 30_000 }).finally(
        () => (answered = true),
      )
      // While the submission waits for the lock, pages are answered (a liveness bound, as above).
      while (!answered) {
        const page = await timed(`${site.url}/`)
        expect(page.status).toBe(200)
        expect(page.ms, 'a cached page while the submission waited for the lock').toBeLessThan(1000)
        await sleep(100)
      }
      const answer = await pending
      expect(answer.status).toBe(503)
      expect(answer.text).toContain(UNAVAILABLE_MESSAGE)
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
    // Nothing was kept, and the next attempt goes through.
    expect(await entriesOf(site, posting.formId)).toEqual([])
    const again = await postAjax(site, contactPost(posting, site, 2), { ip: visitor(2), timeoutMs: 30_000 })
    expect(again.confirmed).toBe(true)
    expect((await entriesOf(site, posting.formId)).map((e) => e.values['1.6'])).toEqual(['de Vries 2'])
  })
})

const STAFF = 'sales@oproep.example'
const staffNotification = {
  id: 'staff',
  name: 'Staff',
  isActive: true,
  event: 'form_submission',
  toType: 'email',
  toEmails: [STAFF],
  subject: 'Message {entry_id} from {Name:1}',
  message: '{all_fields}',
}
const visitorOf = (m: ReceivedMail) => /de Vries (\d+)/.exec(m.raw)?.[1]
const messageIdOf = (m: ReceivedMail) => /^Message-ID:\s*(<[^>]+>)/im.exec(m.raw)?.[1]

describe('the server killed with SIGKILL while it holds e-mail claims', () => {
  it('sends every e-mail within a minute of the restart, none twice, under Message-IDs no other database repeats', async () => {
    // The mail server accepts the first five e-mails and then stalls (never answers), so the
    // kill finds e-mails claimed and being sent, and e-mails sent just before.
    let stalling = true
    const sink = await startSmtpSink({ accept: (n) => !stalling || n <= 5 })
    try {
      const env = { SMTP_URL: sink.url }
      const first = await startSite({ port: 3472, keepData: true, env })
      started.push(first)
      await allowTestRange(first)
      const posting = await createContactForm(first, { notifications: [staffNotification] as never })
      const total = 20
      for (let i = 1; i <= total; i++) {
        const answer = await postAjax(first, contactPost(posting, first, i), { ip: visitor(400 + i) })
        expect(answer.confirmed).toBe(true)
      }
      const deadline = Date.now() + 60_000
      while (sink.held() === 0 && Date.now() < deadline) await sleep(200)
      expect(sink.held()).toBeGreaterThan(0)
      await sleep(500)
      first.process.kill('SIGKILL')
      await new Promise<void>((resolve) =>
        first.process.exitCode !== null || first.process.signalCode ? resolve() : first.process.once('exit', () => resolve()),
      )
      const acceptedBefore = sink.messages.length
      expect(acceptedBefore).toBe(5)

      // The mail server is well again, and the same data folder is started again.
      stalling = false
      const second = await startSite({ port: 3472, env })
      started.push(second)
      const restarted = Date.now()
      const staff = () => sink.messages.filter((m) => m.to.includes(STAFF))
      while (new Set(staff().map(visitorOf)).size < total && Date.now() - restarted < 60_000) await sleep(500)
      const within = new Set(staff().map(visitorOf)).size
      // A little longer, to see that nothing arrives twice.
      await sleep(5000)
      expect(within, 'visitors whose e-mail arrived within a minute of the restart').toBe(total)
      const visitors = staff().map(visitorOf)
      expect(visitors.length, `e-mails received for ${total} submissions: ${visitors.join(',')}`).toBe(total)
      const ids = staff().map(messageIdOf)
      expect(new Set(ids).size).toBe(total)

      // A new site on a fresh database: its first e-mail's Message-ID is not the first site's.
      const fresh = await startSite({ port: 3473, env })
      started.push(fresh)
      await allowTestRange(fresh)
      const other = await createContactForm(fresh, { notifications: [staffNotification] as never })
      const before = sink.messages.length
      expect((await postAjax(fresh, contactPost(other, fresh, 1), { ip: visitor(500) })).confirmed).toBe(true)
      const until = Date.now() + 30_000
      while (sink.messages.length === before && Date.now() < until) await sleep(200)
      const freshId = messageIdOf(sink.messages.at(-1)!)
      expect(freshId).toMatch(/^<.+@.+>$/)
      expect(ids).not.toContain(freshId)
    } finally {
      sink.acceptHeld()
      await sink.close()
    }
  })
})

/** Every folder and file under `dir` that group or others may use, with its mode. */
function notPrivate(dir: string): string[] {
  const found: string[] = []
  const visit = (target: string) => {
    const stat = lstatSync(target)
    if (stat.isSymbolicLink()) return
    if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(dir, target) || '.'} ${(stat.mode & 0o777).toString(8)}`)
    if (stat.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name))
  }
  visit(dir)
  return found
}

describe('the data folder', () => {
  it('is private to the site user: folders 0700, files 0600, those already there included', async () => {
    // A data folder an earlier version left world-readable (startSite's folder for this port).
    const dataDir = path.join(os.tmpdir(), `site-bench-${process.pid}-3474`)
    mkdirSync(path.join(dataDir, 'media'), { recursive: true })
    chmodSync(dataDir, 0o755)
    chmodSync(path.join(dataDir, 'media'), 0o755)
    writeFileSync(path.join(dataDir, 'media', 'earlier.txt'), 'left by an earlier version')
    chmodSync(path.join(dataDir, 'media', 'earlier.txt'), 0o644)

    const site = await startSite({ port: 3474 })
    started.push(site)
    expect(site.dataDir).toBe(dataDir)
    // New files: an image uploaded to the media library, a submission written through the WAL.
    const headers = await adminHeaders(site)
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'pager.png')
    form.append('_payload', JSON.stringify({ alt: 'A pager' }))
    const res = await fetch(`${site.url}/api/media`, {
      method: 'POST',
      headers: { authorization: headers.authorization!, origin: site.url },
      body: form,
    })
    expect(res.status, await res.text()).toBe(201)
    await allowTestRange(site)
    const posting = await createContactForm(site)
    expect((await postAjax(site, contactPost(posting, site, 1), { ip: visitor(600) })).confirmed).toBe(true)

    for (const file of ['site.db', 'site.db-wal', 'site.db-shm', 'secret']) {
      expect(statSync(path.join(dataDir, file)).isFile(), file).toBe(true)
    }
    expect(readdirSync(path.join(dataDir, 'media')).some((name) => name.startsWith('pager'))).toBe(true)
    expect(notPrivate(dataDir)).toEqual([])
  })
})
