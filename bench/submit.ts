/**
 * Benchmark 2, submissions: the contact form posted to the forms' ajax endpoint
 * (multipart, as the browser posts it) for 30 s by 16 concurrent clients, on SQLite and on
 * PostgreSQL. Reports submissions/s, p50/p95/p99 and checks that the entries stored equal
 * the confirmations answered (nothing lost, nothing twice).
 * Targets: at least 300/s on SQLite and 500/s on PostgreSQL, p95 at most 50 ms, nothing lost.
 *
 * The form is the demo contact form without its captcha (a proof-of-work captcha is meant
 * to cost the client tens of milliseconds per submission, which would measure the load
 * generator). Each client posts from its own address of the benchmarking range
 * 198.18.0.0/15, which the anti-spam settings allow-list, so the guard still reads and
 * scores every post but its per-address limits do not turn the load away.
 * Baseline, in the same run and with the same posts: a bare node:http server that parses the
 * multipart body with the same parser and inserts one row into the same kind of database
 * (lib/baseline-server.ts), the floor for "read a form post and store it".
 * Run: npm run bench:submit   (BENCH_DATABASES=sqlite to skip PostgreSQL)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import autocannon from 'autocannon'
import pg from 'pg'

import { contactForm } from '../src/core/forms/fixtures'
import { docFromForm } from '../src/features/forms/model'
import {
  adminHeaders,
  createDatabase,
  fixed,
  rest,
  saveResult,
  sleep,
  startBaseline,
  startSite,
  table,
  type Site,
} from './lib/site'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const DURATION = Number(process.env.BENCH_DURATION ?? 30)
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')
const BOUNDARY = '----signalpostbench7MA4YWxkTrZu0gW'
const JSON_START = '<!-- gf:json_start -->'

type Figures = {
  database: string
  server: 'site' | 'baseline'
  perSecond: number
  p50: number
  p95: number
  p99: number
  answered: number
  confirmed: number
  stored: number
  other: number
}

function multipart(fields: [string, string][]): string {
  return (
    fields.map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') +
    `--${BOUNDARY}--\r\n`
  )
}

/** Percentile from autocannon's histogram, which reports p90 and p97.5 but not p95. */
function p95Of(result: autocannon.Result): number {
  const l = result.latency as unknown as Record<string, number>
  return l.p95 ?? (l.p90! + l.p97_5!) / 2
}

async function prepare(site: Site): Promise<{ formId: number; nonce: string }> {
  const headers = await adminHeaders(site)
  await rest(site, headers, 'POST', '/globals/antispam-settings', { allow: { ips: '198.18.0.0/15' } })
  const doc = docFromForm({ ...contactForm, title: 'Contact (benchmark)' })
  const created = await rest<{ doc: { id: number } }>(site, headers, 'POST', '/forms', doc)
  const formId = created.doc.id
  const res = await fetch(`${site.url}/next/forms/ajax?action=gform_get_nonce&form_id=${formId}`)
  const nonce = ((await res.json()) as { data: { nonce: string } }).data.nonce
  return { formId, nonce }
}

async function countEntries(site: Site, formId: number): Promise<number> {
  const headers = await adminHeaders(site)
  const found = await rest<{ totalDocs: number }>(
    site,
    headers,
    'GET',
    `/form-entries?where[form][equals]=${formId}&limit=1&depth=0`,
  )
  return found.totalDocs
}

/** The fields of one contact form post, as the browser sends them. */
function post(formId: number, nonce: string, page: string, n: number): string {
  return multipart([
    ['action', 'gform_submit_form'],
    ['form_id', String(formId)],
    ['gform_ajax_nonce', nonce],
    ['current_page_url', page],
    ['ajax_referer', page],
    ['display_title', '0'],
    ['display_description', '1'],
    [`is_submit_${formId}`, '1'],
    ['gform_submit', String(formId)],
    [`gform_source_page_number_${formId}`, '1'],
    [`gform_target_page_number_${formId}`, '0'],
    ['gform_unique_id', ''],
    ['input_1.3', 'Jan'],
    ['input_1.6', `de Vries ${n}`],
    ['input_2', `visitor${n}@example.nl`],
    ['input_3', '030 700 41 20'],
    ['input_5', 'service'],
    ['input_6', 'Two of our guest pagers no longer charge in the base station. Could you send a technician?'],
    ['input_7.1', '1'],
  ])
}

/** 16 clients posting for DURATION seconds; `confirms` tells a successful answer. */
async function hammer(
  url: string,
  origin: string,
  body: (n: number) => string,
  confirms: (status: number, text: string) => boolean,
): Promise<{ result: autocannon.Result; confirmed: number; other: number }> {
  let counter = 0
  let confirmed = 0
  let other = 0
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => {
          const n = ++counter
          // A different visitor address for each post (loopback's X-Forwarded-For is trusted).
          const ip = `198.18.${(n >> 8) & 255}.${n & 255}`
          return {
            ...req,
            body: body(n),
            headers: {
              ...req.headers,
              'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
              origin,
              'sec-fetch-site': 'same-origin',
              'user-agent': 'Mozilla/5.0 (benchmark)',
              'x-forwarded-for': ip,
            },
          }
        },
        onResponse: (status, text) => {
          if (confirms(status, text)) confirmed++
          else other++
        },
      },
    ],
  })
  return { result, confirmed, other }
}

function figures(
  database: string,
  server: Figures['server'],
  run: { result: autocannon.Result; confirmed: number; other: number },
  stored: number,
): Figures {
  return {
    database,
    server,
    perSecond: run.confirmed / DURATION,
    p50: run.result.latency.p50,
    p95: p95Of(run.result),
    p99: run.result.latency.p99,
    answered: run.result.requests.total,
    confirmed: run.confirmed,
    stored,
    other: run.other,
  }
}

async function runSite(database: string): Promise<Figures> {
  const db = database === 'postgres' ? await createDatabase('site_bench') : null
  const site = await startSite({ port: 3313, databaseUrl: db?.url, env: { SEED: '1' } })
  try {
    const { formId, nonce } = await prepare(site)
    const page = `${site.url}/contact`
    const run = await hammer(
      `${site.url}/next/forms/ajax`,
      site.url,
      (n) => post(formId, nonce, page, n),
      (status, text) =>
        status === 200 && text.startsWith(JSON_START) && text.includes('"success":true') && text.includes('confirmation_markup'),
    )
    // Let the queue settle, then count what was stored.
    await sleep(1000)
    return figures(database, 'site', run, await countEntries(site, formId))
  } finally {
    await site.stop()
    await db?.drop()
  }
}

async function runBaseline(database: string): Promise<Figures> {
  const db = database === 'postgres' ? await createDatabase('site_bench_base') : null
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-submit-'))
  const file = path.join(dir, 'baseline.db')
  const port = 3319
  const server = await startBaseline('baseline-server.ts', ['submit', String(port), db?.url ?? file])
  try {
    const url = `http://127.0.0.1:${port}`
    const run = await hammer(
      url,
      url,
      (n) => post(1, 'nonce', `${url}/contact`, n),
      (status) => status === 200,
    )
    server.stop()
    await sleep(500)
    let stored: number
    if (db) {
      const client = new pg.Client({ connectionString: db.url })
      await client.connect()
      stored = Number((await client.query('SELECT count(*) AS n FROM baseline_entries')).rows[0].n)
      await client.end()
    } else {
      const client = createClient({ url: `file:${file}` })
      stored = Number((await client.execute('SELECT count(*) AS n FROM baseline_entries')).rows[0]!.n)
      client.close()
    }
    return figures(database, 'baseline', run, stored)
  } finally {
    server.stop()
    await db?.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Every confirmed post is stored once. autocannon stops at the deadline with one post per
 * client still in flight: the server stores those, but their answers are never read, so up to
 * CONNECTIONS more rows than confirmations is the expected count, not a loss.
 */
function intact(f: Figures): boolean {
  return f.stored >= f.confirmed && f.stored - f.confirmed <= CONNECTIONS
}

async function main() {
  console.log(`Submissions: ${CONNECTIONS} clients, ${DURATION} s per run\n`)
  const all: Figures[] = []
  for (const database of DATABASES) {
    all.push(await runBaseline(database))
    all.push(await runSite(database))
  }
  table(
    [
      'database',
      'server',
      'submissions/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'answers',
      'confirmed',
      'rows stored',
      'refused/failed',
      'site/baseline',
      'target',
    ],
    all.map((f) => {
      const target = f.database === 'postgres' ? 500 : 300
      const met = f.perSecond >= target && f.p95 <= 50 && intact(f)
      const base = all.find((b) => b.database === f.database && b.server === 'baseline')
      return [
        f.database,
        f.server,
        fixed(f.perSecond, 0),
        f.p50,
        fixed(f.p95, 0),
        f.p99,
        f.answered,
        f.confirmed,
        f.stored,
        f.other,
        f.server === 'site' && base ? fixed(f.perSecond / base.perSecond, 2) : '',
        f.server === 'site' ? `≥${target}/s, p95 ≤50 ms: ${met ? 'met' : 'missed'}` : '',
      ]
    }),
  )
  for (const f of all)
    console.log(
      intact(f)
        ? `\n${f.database} ${f.server}: nothing lost, nothing twice: ${f.stored} rows stored = ${f.confirmed} confirmed + ${f.stored - f.confirmed} posts still in flight when the run stopped (at most one per client)`
        : `\n${f.database} ${f.server}: ${f.confirmed} confirmations but ${f.stored} rows stored: LOST OR DOUBLED`,
    )
  saveResult('submit', all)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
