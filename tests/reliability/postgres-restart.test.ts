/**
 * PostgreSQL restarted under a submission load: while it is down the forms answer 503 with
 * a message and cached pages keep serving; nothing half-written is stored; once it is back
 * the site recovers on its own, without a restart.
 *
 * The test runs a PostgreSQL server of its own (initdb in a temporary folder, on its own
 * port), so stopping it touches nothing else on the machine. It needs PostgreSQL's server
 * programs (Debian's postgresql package); without them it is skipped with a message.
 */
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'

import { DEFAULT_UNKNOWN_ERROR } from '../../src/core/forms/client-submission'
import { UNAVAILABLE_MESSAGE } from '../../src/core/http/unavailable'
import {
  allowTestRange,
  contactPost,
  createContactForm,
  entriesOf,
  launchBrowser,
  notificationsPerEntry,
  postAjax,
  sleep,
  startSite,
  visitor,
  type Site,
} from './support'

function findBin(): string | null {
  for (const version of ['17', '16', '15', '14', '13']) {
    const dir = `/usr/lib/postgresql/${version}/bin`
    if (existsSync(path.join(dir, 'pg_ctl'))) return dir
  }
  return null
}

const BIN = findBin()
const PORT = 5499
const asRoot = process.getuid?.() === 0

/** Runs a PostgreSQL program as the postgres user when we are root (the server refuses to run as root). */
function pg(program: string, args: string[]): string {
  const file = path.join(BIN!, program)
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { encoding: 'utf8' })
    : execFileSync(file, args, { encoding: 'utf8' })
}

describe.skipIf(!BIN)('PostgreSQL restarted during a load', () => {
  let dir: string
  let site: Site | undefined

  const start = () =>
    pg('pg_ctl', [
      '-D',
      path.join(dir, 'data'),
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    ])
  // Immediate: the server stops as if the machine lost power (no shutdown checkpoint, which on a
  // busy machine once outlasted pg_ctl's wait), and the start after it runs crash recovery, so what
  // was committed must come back from the write-ahead log.
  const stop = () => pg('pg_ctl', ['-D', path.join(dir, 'data'), '-w', '-t', '120', '-m', 'immediate', 'stop'])

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'site-pg-'))
    if (asRoot)
      chownSync(
        dir,
        Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
        Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
      )
    pg('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'])
    start()
    pg('createdb', ['-h', '127.0.0.1', '-p', String(PORT), '-U', 'postgres', 'site'])
  })

  afterAll(async () => {
    await site?.stop()
    try {
      stop()
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true })
  })

  /** /readyz's status and its database check. */
  const readiness = async () => {
    const res = await fetch(`${site!.url}/readyz`, { signal: AbortSignal.timeout(10_000) })
    const body = (await res.json()) as { checks: { database: string } }
    return { status: res.status, database: body.checks.database }
  }

  it('answers 503 while it is down, keeps nothing half-written, and recovers without a restart', async () => {
    site = await startSite({
      port: 3406,
      databaseUrl: `postgres://postgres@127.0.0.1:${PORT}/site`,
      env: { METRICS_TOKEN: 'postgres-restart-metrics-token-0123456789' },
    })
    // What the site logged says why a post was not answered as expected.
    onTestFailed(() => console.log(`The site's log:\n${site?.output().slice(-60_000)}`))
    await allowTestRange(site)
    const posting = await createContactForm(site)
    // The contact page is in the cache before the database goes away.
    expect((await fetch(`${site.url}/contact`)).status).toBe(200)
    expect(await readiness()).toEqual({ status: 200, database: 'ok' })
    // Two visitors have the form open and filled in when the database goes away: one with
    // JavaScript (the form posts by ajax) and one without (a plain post of the page).
    const browser = await launchBrowser()
    const tabs = {
      ajax: await browser.newPage(),
      plain: await (await browser.newContext({ javaScriptEnabled: false })).newPage(),
    }
    onTestFailed(async () => {
      for (const [name, tab] of Object.entries(tabs)) {
        await tab.screenshot({ path: `test-results/reliability/postgres-restart-${name}.png`, fullPage: true }).catch(() => {})
        console.log(
          `The ${name} visitor's page:\n${await tab
            .locator('main')
            .innerText()
            .catch(() => '')}`,
        )
      }
    })
    const messages = {
      ajax: 'Twenty guest pagers for a terrace of 80 seats, please.',
      plain: 'Ten call buttons for a care home.',
    }
    for (const [name, tab] of Object.entries(tabs) as [keyof typeof tabs, (typeof tabs)['ajax']][]) {
      await tab.goto(`${site.url}/forms/${posting.formId}`)
      if (name === 'ajax') await tab.locator('.gform_wrapper[data-enhanced="true"]').waitFor()
      await tab.locator('[name="input_1.3"]').fill(name === 'ajax' ? 'Anna' : 'Bram')
      await tab.locator('[name="input_1.6"]').fill('Bakker')
      await tab.locator('[name="input_2"]').fill(`${name}@example.nl`)
      await tab.locator('[name="input_5"]').selectOption('product')
      await tab.locator('[name="input_6"]').fill(messages[name])
      await tab.locator('[name="input_7.1"]').check()
    }
    const send = (tab: (typeof tabs)['ajax']) => tab.getByRole('button', { name: 'Send message' }).click()

    type Outcome = { n: number; status: number; confirmed: boolean; text: string; phase: string }
    const outcomes: Outcome[] = []
    let phase = 'before'
    let n = 0
    let running = true
    const visitors = Array.from({ length: 4 }, async () => {
      while (running) {
        const mine = ++n
        const at = phase
        try {
          const answer = await postAjax(site!, contactPost(posting, site!, mine), { ip: visitor(mine), timeoutMs: 30_000 })
          outcomes.push({ n: mine, status: answer.status, confirmed: answer.confirmed, text: answer.text, phase: at })
        } catch (err) {
          outcomes.push({ n: mine, status: 0, confirmed: false, text: String(err), phase: at })
        }
        await sleep(50)
      }
    })
    await sleep(3000)
    phase = 'down'
    stop()
    await sleep(6000)
    const page = await fetch(`${site.url}/contact`)
    expect(page.status).toBe(200)
    // A load balancer asking /readyz takes this instance out while its database is away.
    await expect.poll(readiness, { timeout: 15_000 }).toEqual({ status: 503, database: 'failing' })
    // They send it. With JavaScript the form says what an answer that is not ok says (the unknown
    // error, "Please try again"); without, the page comes back from the cache with the reason above
    // the form, answered 503. Both keep everything typed.
    await send(tabs.ajax)
    await expect.poll(() => tabs.ajax.getByText(DEFAULT_UNKNOWN_ERROR).isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await tabs.ajax.locator('[name="input_6"]').inputValue()).toBe(messages.ajax)
    const [plainAnswer] = await Promise.all([
      tabs.plain.waitForResponse((r) => r.request().method() === 'POST'),
      send(tabs.plain),
    ])
    expect(plainAnswer.status()).toBe(503)
    await expect.poll(() => tabs.plain.getByText(UNAVAILABLE_MESSAGE).isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await tabs.plain.locator('[name="input_6"]').inputValue()).toBe(messages.plain)
    expect(await tabs.plain.locator('[name="input_7.1"]').isChecked()).toBe(true)
    for (const [name, tab] of Object.entries(tabs))
      await tab.screenshot({ path: `test-results/reliability/postgres-down-${name}.png`, fullPage: true })
    start()
    phase = 'after'
    // Recovered on its own: submissions go through again within a minute.
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline && outcomes.filter((o) => o.phase === 'after' && o.confirmed).length < 5) await sleep(500)
    running = false
    await Promise.all(visitors)
    expect(await readiness()).toEqual({ status: 200, database: 'ok' })
    // The instance's PostgreSQL connections, as Prometheus reads them.
    const metrics = await (
      await fetch(`${site.url}/metrics`, { headers: { authorization: 'Bearer postgres-restart-metrics-token-0123456789' } })
    ).text()
    expect(Number(/^site_db_pool_connections\{database="postgres"\} (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0)
    // They try again and it goes through.
    await send(tabs.ajax)
    await expect.poll(() => tabs.ajax.getByText('Thank you, Anna.').isVisible(), { timeout: 30_000 }).toBe(true)
    await send(tabs.plain)
    await expect.poll(() => tabs.plain.getByText('Thank you, Bram.').isVisible(), { timeout: 30_000 }).toBe(true)
    await browser.close()

    const during = outcomes.filter((o) => o.phase === 'down')
    const refused = during.filter((o) => o.status === 503)
    console.log(
      `PostgreSQL restart: ${outcomes.length} posts, ${outcomes.filter((o) => o.confirmed).length} confirmed, ${refused.length} answered 503 while down; statuses ${JSON.stringify(
        Object.fromEntries(
          [...new Set(outcomes.map((o) => o.status))].map((s) => [s, outcomes.filter((o) => o.status === s).length]),
        ),
      )}`,
    )
    expect(refused.length).toBeGreaterThan(0)
    for (const o of refused) expect(o.text).toContain(UNAVAILABLE_MESSAGE)
    // Nothing but a confirmation or a clear 503: no 500s, no dropped connections.
    expect(outcomes.filter((o) => !o.confirmed && o.status !== 503)).toEqual([])
    expect(outcomes.some((o) => o.phase === 'after' && o.confirmed)).toBe(true)

    // Every confirmed submission is stored, each once and whole. The one ambiguity a database going
    // away allows runs the safe way: a post whose commit reached the server just as it stopped may be
    // stored although it was answered 503 (the entry could not be read back to prove it), at most
    // one per visitor in flight; a confirmed post is never missing.
    const stored = await entriesOf(site, posting.formId)
    // The visitors' messages are stored once each: the posts the database refused left nothing behind.
    expect(stored.filter((e) => e.values['1.6'] === 'Bakker').map((e) => e.values['1.3'])).toEqual(
      expect.arrayContaining(['Anna', 'Bram']),
    )
    expect(stored.filter((e) => e.values['1.6'] === 'Bakker')).toHaveLength(2)
    const entries = stored.filter((e) => e.values['1.6'] !== 'Bakker')
    const numbers = entries.map((e) => Number(/de Vries (\d+)/.exec(e.values['1.6'] ?? '')?.[1]))
    const confirmed = outcomes.filter((o) => o.confirmed).map((o) => o.n)
    expect(new Set(numbers).size).toBe(numbers.length)
    for (const n of confirmed) expect(numbers, `confirmed post ${n}`).toContain(n)
    const unconfirmed = numbers.filter((n) => !confirmed.includes(n))
    for (const n of unconfirmed) expect(outcomes.find((o) => o.n === n)?.status, `post ${n}`).toBe(503)
    expect(unconfirmed.length).toBeLessThanOrEqual(4)
    for (const e of entries) expect(e.values['6']).toMatch(/^Request \d+: /)
    // And each with its notification e-mails: they are written in the entry's transaction, so an
    // entry is never stored without them.
    const notified = await notificationsPerEntry(site, posting.formId)
    for (const e of entries) expect(notified.get(e.id), `notifications of entry ${e.id}`).toBe(notified.get(entries[0]!.id))
    expect(notified.get(entries[0]!.id)).toBeGreaterThan(0)
  })
})
