/**
 * Benchmark 6, the admin at volume: loads 100,000 entries of the contact form into the
 * database (plain multi-row INSERTs into Payload's tables, 500 entries a transaction, with the
 * same answer index the site writes), then, against the production site:
 *   - the entries list's first page: the admin list page and the REST list it reads;
 *   - filtering by a field value (the list's answer filter);
 *   - the CSV export of all of them, streamed, with the server's memory sampled.
 * Targets: first page at most 300 ms of server time, a field filter under 500 ms, the export
 * in flat memory. Baselines from the same run: the lightest signed-in admin page and a REST
 * read of one entry by id, the floor any admin request pays.   Run: npm run bench:admin   (BENCH_ENTRIES to change the count, BENCH_SITE_HEAP_MB to cap the site's heap,
 * BENCH_ADMIN_DATA=<folder> to keep the loaded site and measure it again without loading)
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium, type Browser } from '@playwright/test'

import { contactForm } from '../src/core/forms/fixtures'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium'
import { adminHeaders, fixed, mb, sampleRss, saveResult, startSite, table, type Site } from './lib/site'

const COUNT = Number(process.env.BENCH_ENTRIES ?? 100_000)
const BATCH = 500
const PORT = 3317

const SUBJECTS = ['product', 'order', 'service', 'other']
const FIRST = ['Jan', 'Anna', 'Pieter', 'Sophie', 'Lars', 'Eva', 'Daan', 'Julia']
const LAST = ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos']

function values(n: number): Record<string, string> {
  return {
    '1.3': FIRST[n % FIRST.length]!,
    '1.6': `${LAST[(n >> 3) % LAST.length]!} ${n}`,
    '2': `visitor${n}@example.nl`,
    '3': `+31 30 700 ${String(n % 10000).padStart(4, '0')}`,
    '4': n % 3 === 0 ? `Restaurant ${n % 997}` : '',
    '5': SUBJECTS[n % SUBJECTS.length]!,
    '6': `Message ${n}: two guest pagers stopped charging in base station ${n % 41}.`,
    '7.1': '1',
  }
}

/**
 * Writes the entries straight into Payload's tables (the REST API refuses entries, as it
 * should): multi-row INSERTs through the adapter's drizzle (src/server/sql.ts), 500 entries a
 * statement, the answer index as the site builds it (`answerIndex`). Entries are stamped a
 * minute apart so the list's order is known.
 */
async function load(site: Site): Promise<number> {
  process.env.DATA_DIR = site.dataDir
  ;(process.env as Record<string, string>).NODE_ENV = 'production'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { plainDb, plainTable } = await import('../src/server/sql')
  const { answerIndex } = await import('../src/features/entries/fields')
  const payload = await getPayload({ config })
  const form = (
    await payload.find({ collection: 'forms', where: { title: { equals: contactForm.title } }, overrideAccess: true })
  ).docs[0]!
  const engineForm = { ...contactForm, id: form.id as number }
  const entries = plainTable(payload, 'form-entries')
  const answers = plainTable(payload, 'form_entries_answers')
  const started = performance.now()
  const now = new Date().toISOString()
  for (let from = 0; from < COUNT; from += BATCH) {
    const numbers = Array.from({ length: Math.min(COUNT, from + BATCH) - from }, (_, i) => from + i)
    const built = numbers.map((n) => {
      const v = values(n)
      const index = answerIndex(engineForm, v)
      const row = {
        form: form.id,
        status: n % 50 === 0 ? 'spam' : 'active',
        isRead: n % 3 !== 0,
        isStarred: n % 25 === 0,
        summary: `${v['1.3']} ${v['1.6']} · ${v['2']}`,
        values: v,
        meta_sourceUrl: `${site.url}/contact`,
        meta_userAgent: 'Mozilla/5.0 (benchmark)',
        meta_ip: `198.18.${(n >> 8) & 255}.${n & 255}`,
        searchText: index.searchText,
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
        updatedAt: now,
      }
      return { row, answers: index.answers }
    })
    const tx = await payload.db.beginTransaction()
    const db = await plainDb(payload, { transactionID: tx ?? undefined } as never)
    // RETURNING's order is not promised, so each id comes back with its (unique) summary.
    const ids = (await db
      .insert(entries)
      .values(built.map((b) => b.row))
      .returning({ id: entries.id, summary: entries.summary as never })) as unknown as Array<{ id: number; summary: string }>
    const idOf = new Map(ids.map((r) => [r.summary, r.id]))
    const answerRows = built.flatMap((b) =>
      b.answers.map((a, i) => ({
        _order: i + 1,
        _parentID: idOf.get(b.row.summary),
        id: randomBytes(12).toString('hex'),
        field: a.field,
        value: a.value,
      })),
    )
    // Within the database's limit on bound parameters per statement (SQLite 32,766; PostgreSQL 65,535).
    for (let i = 0; i < answerRows.length; i += 1000) await db.insert(answers).values(answerRows.slice(i, i + 1000))
    if (tx) await payload.db.commitTransaction(tx)
    if ((from / BATCH) % 20 === 19)
      process.stdout.write(`  ${from + BATCH} entries (${fixed((performance.now() - started) / 1000, 0)} s)\n`)
  }
  const db = payload.db as unknown as { client?: { close(): void } }
  await payload.destroy()
  db.client?.close()
  return form.id as number
}

/** Time to the last byte of a GET, the median of `times` runs. */
async function timed(
  url: string,
  headers: Record<string, string>,
  times = 5,
): Promise<{ ms: number; status: number; bytes: number }> {
  const runs: number[] = []
  let status = 0
  let bytes = 0
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    const res = await fetch(url, { headers })
    bytes = (await res.arrayBuffer()).byteLength
    status = res.status
    runs.push(performance.now() - started)
  }
  runs.sort((a, b) => a - b)
  return { ms: runs[Math.floor(runs.length / 2)]!, status, bytes }
}

/**
 * What staff wait for in Chromium, signed in, with a warm cache (the admin's scripts already
 * fetched once): from asking for the page to its content on screen, the median of `times`.
 * `open` loads the address; `click` follows the admin's own navigation link from the dashboard,
 * as staff mostly arrive.
 */
async function inBrowser(
  browser: Browser,
  site: Site,
  token: string,
  how: { open: string } | { click: string; from: string },
  ready: string,
  times = 5,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addCookies([{ name: 'payload-token', value: token, url: site.url }])
  const page = await context.newPage()
  const once = async () => {
    if ('open' in how) {
      const started = performance.now()
      await page.goto(`${site.url}${how.open}`, { waitUntil: 'commit' })
      await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 })
      return performance.now() - started
    }
    await page.goto(`${site.url}${how.from}`)
    await page.locator(how.click).first().waitFor({ state: 'visible', timeout: 60_000 })
    const started = performance.now()
    await page.locator(how.click).first().click()
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 })
    return performance.now() - started
  }
  await once()
  const runs: number[] = []
  for (let i = 0; i < times; i++) runs.push(await once())
  await context.close()
  runs.sort((a, b) => a - b)
  return runs[Math.floor(runs.length / 2)]!
}

async function main() {
  // Set up a fresh site (migrations, demo content), stop it, load the entries, start it again.
  // BENCH_ADMIN_DATA names a data folder to keep: loaded on the first run, measured again as it is on later ones.
  const kept = process.env.BENCH_ADMIN_DATA
  const loadedMark = kept ? path.join(kept, 'bench-admin-loaded.json') : null
  let formId: number
  let loadSeconds = 0
  if (loadedMark && existsSync(loadedMark)) {
    formId = (JSON.parse(readFileSync(loadedMark, 'utf8')) as { formId: number }).formId
    console.log(`Measuring the ${COUNT} entries loaded before in ${kept}`)
  } else {
    const first = await startSite({ port: PORT, keepData: true, dataDir: kept })
    await first.stop()
    console.log(`Loading ${COUNT} entries…`)
    const loadStarted = performance.now()
    formId = await load(first)
    loadSeconds = (performance.now() - loadStarted) / 1000
    if (loadedMark) writeFileSync(loadedMark, JSON.stringify({ formId }))
  }
  // BENCH_SITE_HEAP_MB caps the site's V8 heap: an export that only completes because the heap may
  // grow would run out of memory; one whose garbage is collected keeps going in a small heap.
  const heap = process.env.BENCH_SITE_HEAP_MB
  const site = await startSite({
    port: PORT,
    dataDir: kept,
    env: heap ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${Number(heap)}`.trim() } : {},
  })
  try {
    const headers = await adminHeaders(site)
    const auth = { authorization: headers.authorization!, cookie: `payload-token=${headers.authorization!.replace('JWT ', '')}` }
    const byForm = `where[form][equals]=${formId}`
    const filter = `where[and][0][form][equals]=${formId}&where[and][1][answers.field][equals]=6&where[and][2][answers.value][like]=base station 17`
    // Warm each once (the first request compiles queries and fills caches).
    const rows: (string | number)[][] = []
    const results: Record<string, number | number[]> = { loadSeconds }
    const measure = async (label: string, path: string, target: number | null) => {
      await timed(`${site.url}${path}`, auth, 1)
      const r = await timed(`${site.url}${path}`, auth)
      results[label] = r.ms
      rows.push([
        label,
        r.status,
        fixed(r.ms, 0),
        target ?? '',
        target === null ? '' : r.ms <= target && r.status === 200 ? 'met' : 'missed',
      ])
    }
    // Baselines from the same server: the lightest signed-in admin page and REST call.
    await measure('baseline: admin account page (HTML)', '/admin/account', null)
    await measure('baseline: REST, one entry by id', '/api/form-entries/1?depth=0', null)
    await measure('admin list, first page (HTML)', `/admin/collections/form-entries?${byForm}&limit=10`, 300)
    await measure('REST list, first page', `/api/form-entries?${byForm}&limit=10&depth=0&sort=-createdAt`, 300)
    await measure('admin list, filtered by an answer', `/admin/collections/form-entries?${filter}&limit=10`, 500)
    await measure('REST list, filtered by an answer', `/api/form-entries?${filter}&limit=10&depth=0&sort=-createdAt`, 500)

    // What staff see: the list on screen in Chromium, against the lightest admin page in the same browser.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    const token = headers.authorization!.replace('JWT ', '')
    const browserRows: (string | number)[][] = []
    try {
      const see = async (label: string, how: Parameters<typeof inBrowser>[3], ready: string, target: number | null) => {
        const ms = await inBrowser(browser, site, token, how, ready)
        results[label] = ms
        browserRows.push([label, fixed(ms, 0), target ?? '', target === null ? '' : ms <= target ? 'met' : 'missed'])
      }
      await see('baseline: account page, opened', { open: '/admin/account' }, '#field-email', null)
      await see('entries list, opened', { open: '/admin/collections/form-entries' }, '.table tbody tr', 1000)
      await see(
        'entries list, from the dashboard',
        { from: '/admin', click: '.dashboard a[href="/admin/collections/form-entries"]' },
        '.table tbody tr',
        1000,
      )
    } finally {
      await browser.close()
    }

    // The export of every entry: streamed, so the server's memory stays flat.
    const memory = sampleRss(site.process.pid!)
    const started = performance.now()
    const res = await fetch(`${site.url}/api/form-entries/export?${byForm}`, { headers: auth })
    let bytes = 0
    let lines = 0
    // The growth so far at each quarter of the entries: flat memory levels off, whatever the count.
    const quarters: number[] = []
    const reader = res.body!.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      bytes += value.byteLength
      for (const b of value) if (b === 10) lines++
      if (lines >= ((quarters.length + 1) * COUNT) / 4 && quarters.length < 4) {
        const now = memory.current()
        quarters.push(mb(now.peak - now.start))
      }
    }
    const exportSeconds = (performance.now() - started) / 1000
    const mem = memory.stop()
    results.exportSeconds = exportSeconds
    results.exportGrowthMb = mb(mem.peak - mem.start)
    results.exportAnonGrowthMb = mb(mem.anonPeak - mem.anonStart)
    console.log()
    table(['request', 'status', 'median ms (to last byte)', 'target ms', 'target'], rows)
    console.log()
    table(['in Chromium, warm cache', 'median ms (to the content on screen)', 'target ms', 'target'], browserRows)
    console.log()
    table(
      ['CSV export', 'status', 'MB', 'lines', 'seconds', 'server RSS before MB', 'peak MB', 'growth MB', 'of it anonymous MB'],
      [
        [
          'all entries',
          res.status,
          fixed(mb(bytes)),
          lines,
          fixed(exportSeconds),
          fixed(mb(mem.start), 0),
          fixed(mb(mem.peak), 0),
          fixed(mb(mem.peak - mem.start), 0),
          fixed(mb(mem.anonPeak - mem.anonStart), 0),
        ],
      ],
    )
    console.log(
      `\nMemory growth so far after a quarter, half, three quarters and all of the export: ${quarters.map((q) => `${fixed(q, 0)} MB`).join(', ')}.`,
    )
    results.exportGrowthByQuarterMb = quarters
    // The header and one line per entry (the loaded answers hold no line breaks): a page lost or
    // repeated between two of the export's pages shows here.
    if (res.status !== 200 || lines !== COUNT + 1) {
      console.error(`\nThe export answered ${res.status} with ${lines} lines for ${COUNT} entries and a header.`)
      process.exitCode = 1
    }
    if (loadSeconds > 0) console.log(`\nLoaded ${COUNT} entries in ${fixed(loadSeconds, 0)} s.`)
    saveResult('admin', results)
  } finally {
    await site.stop()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
