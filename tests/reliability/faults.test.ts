/**
 * Faults the site must survive, against the production build on SQLite: the process killed
 * with SIGKILL in the middle of a submission load, the mail server away for a while, a tus
 * upload cut five times and resumed, and an upload folder that cannot be written.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { startSmtpSink } from '../support/smtp-sink'
import {
  allowTestRange,
  contactPost,
  createContactForm,
  createUpload,
  createUploadForm,
  entriesOf,
  notificationsPerEntry,
  patchUpload,
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

describe('the server killed with SIGKILL during a submission load', () => {
  it('keeps every submission it confirmed, each once and with all its e-mails', async () => {
    const first = await startSite({ port: 3402, keepData: true })
    started.push(first)
    await allowTestRange(first)
    const posting = await createContactForm(first)
    const confirmed = new Set<number>()
    let n = 0
    let killed = false
    // Eight visitors posting one after the other until the server goes away.
    const visitors = Array.from({ length: 8 }, async () => {
      while (!killed) {
        const mine = ++n
        try {
          const answer = await postAjax(first, contactPost(posting, first, mine), { ip: visitor(mine), timeoutMs: 10_000 })
          if (answer.confirmed) confirmed.add(mine)
        } catch {
          // The connection died with the server: this submission was never confirmed.
        }
      }
    })
    await sleep(8000)
    first.process.kill('SIGKILL')
    killed = true
    await Promise.all(visitors)
    await new Promise<void>((resolve) =>
      first.process.exitCode !== null || first.process.signalCode ? resolve() : first.process.once('exit', () => resolve()),
    )
    expect(confirmed.size).toBeGreaterThan(10)

    // The same data folder, started again.
    const second = await startSite({ port: 3402 })
    started.push(second)
    const entries = await entriesOf(second, posting.formId)
    const numbers = entries.map((e) => Number(/de Vries (\d+)/.exec(e.values['1.6'] ?? '')?.[1]))
    const missing = [...confirmed].filter((c) => !numbers.includes(c))
    expect(missing).toEqual([])
    expect(new Set(numbers).size).toBe(numbers.length)
    // Each with all its notification e-mails, even the one the kill caught half-way: they are
    // written in the entry's transaction (server/transaction.ts).
    const notified = await notificationsPerEntry(second, posting.formId)
    const each = notified.get(entries[0]!.id) ?? 0
    expect(each).toBeGreaterThan(0)
    for (const e of entries) expect(notified.get(e.id) ?? 0, `notifications of entry ${e.id}`).toBe(each)
    console.log(`SIGKILL: ${confirmed.size} confirmed, ${entries.length} stored, ${n} attempted`)
  })
})

describe('the mail server away during submissions', () => {
  it('delivers every notification afterwards, exactly once', { timeout: 600_000 }, async () => {
    let sink = await startSmtpSink()
    const port = sink.port
    const site = await startSite({ port: 3403, env: { SMTP_URL: sink.url } })
    started.push(site)
    await allowTestRange(site)
    const posting = await createContactForm(site, {
      notifications: [
        {
          id: 'staff',
          name: 'Staff',
          isActive: true,
          event: 'form_submission',
          toType: 'email',
          toEmails: ['sales@oproep.example'],
          subject: 'Message {entry_id} from {Name:1}',
          message: '{all_fields}',
        },
      ],
    })
    await sink.close()
    // The mail server is down while ten people write in.
    for (let i = 1; i <= 10; i++) {
      const answer = await postAjax(site, contactPost(posting, site, i), { ip: visitor(100 + i) })
      expect(answer.confirmed).toBe(true)
    }
    await sleep(5000)
    sink = await startSmtpSink({ port })
    const deadline = Date.now() + 300_000
    while (Date.now() < deadline) {
      const count = sink.messages.filter((m) => m.to.includes('sales@oproep.example')).length
      if (count >= 10) break
      await sleep(2000)
    }
    // A little longer, to see that nothing arrives twice.
    await sleep(5000)
    const staff = sink.messages.filter((m) => m.to.includes('sales@oproep.example'))
    const visitors = staff.map((m) => /de Vries (\d+)/.exec(m.raw)?.[1])
    expect(visitors.sort()).toEqual(['1', '10', '2', '3', '4', '5', '6', '7', '8', '9'])
    await sink.close()
  })
})

async function serverOffset(url: string, origin: string): Promise<number> {
  const res = await fetch(url, { method: 'HEAD', headers: { origin, 'tus-resumable': '1.0.0', 'x-forwarded-for': visitor(300) } })
  return Number(res.headers.get('upload-offset'))
}

describe('uploads', () => {
  it('a tus upload cut at five random points and resumed each time stores the same bytes', async () => {
    const site = await startSite({ port: 3404 })
    started.push(site)
    const { formId } = await createUploadForm(site, 64)
    const size = 24 * 1024 * 1024 + 12_345
    const file = randomBytes(size)
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1').copy(file)
    const ip = visitor(300)
    const create = await createUpload(site, { formId, length: size, filename: 'site-plan.pdf', ip, uniqueId: 'c0ffee01' })
    expect(create.status).toBe(201)
    const url = new URL(create.headers.get('location')!, site.url).toString()
    const id = url.split('/').pop()!
    // Five cuts at random places of the file, in order.
    const cuts = Array.from({ length: 5 }, () => 1024 + Math.floor(Math.random() * (size - 2048))).sort((a, b) => a - b)
    let offset = 0
    for (const cut of cuts) {
      if (cut <= offset) continue
      await patchUpload(url, site.url, ip, offset, file.subarray(offset), cut - offset)
      const now = await serverOffset(url, site.url)
      expect(now).toBeGreaterThanOrEqual(offset)
      expect(now).toBeLessThanOrEqual(cut)
      offset = now
    }
    const end = await patchUpload(url, site.url, ip, offset, file.subarray(offset))
    expect(end).toBe(size)
    const stored = readFileSync(path.join(site.dataDir, 'form-uploads', id))
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(file).digest('hex'))
  })

  it('an upload folder that cannot be written gives a clear error; the rest of the site keeps working', async () => {
    const site = await startSite({ port: 3405 })
    started.push(site)
    await allowTestRange(site)
    const uploads = await createUploadForm(site)
    const contact = await createContactForm(site)
    const folder = path.join(site.dataDir, 'form-uploads')
    const create = () =>
      createUpload(site, {
        formId: uploads.formId,
        length: 100,
        filename: 'plan.pdf',
        ip: visitor(400),
        uniqueId: randomBytes(4).toString('hex'),
      })
    // The folder replaced by a file: nothing can be created in it (as with a full or read-only disk).
    rmSync(folder, { recursive: true, force: true })
    writeFileSync(folder, 'not a folder')
    try {
      const refused = await create()
      const text = await refused.text()
      expect(refused.status).toBeGreaterThanOrEqual(500)
      expect(text).toContain('There was a problem while saving the file on the server')
      expect(site.output()).toMatch(/"component":"uploads".*"msg":"the upload could not be stored"/)
      // /readyz says so, naming the check and nothing more.
      await expect
        .poll(async () => {
          const res = await fetch(`${site.url}/readyz`)
          return [res.status, ((await res.json()) as { checks: Record<string, string> }).checks.storage]
        })
        .toEqual([503, 'failing'])
      // Pages and form submissions carry on.
      expect((await fetch(`${site.url}/`)).status).toBe(200)
      expect((await fetch(`${site.url}/contact`)).status).toBe(200)
      const answer = await postAjax(site, contactPost(contact, site, 1), { ip: visitor(401) })
      expect(answer.confirmed).toBe(true)
    } finally {
      rmSync(folder, { force: true })
      mkdirSync(folder)
    }
    // Once the folder is back, uploads work again.
    const again = await create()
    expect(again.status).toBe(201)
    await expect.poll(async () => (await fetch(`${site.url}/readyz`)).status).toBe(200)
  })
})
