/**
 * Benchmark 1, page serving: `/`, a product page and `/contact` of the production build, asked
 * as a browser asks (Accept-Encoding: gzip, deflate, br, zstd) and without compression, each
 * beside a bare node:http server (bench/lib/static-server.ts) answering the same bytes: for the
 * browser, the page's brotli form made ahead of time (what nginx's brotli_static or a CDN sends);
 * without compression, the HTML as it is. Reports req/s, p50 and p99 and the ratio site / baseline.
 * Targets with browser headers: ratio at least 0.5, p99 at most 20 ms.   Run: npm run bench:serve
 *
 * The load generator is wrk (Debian's package `wrk`) when it is installed, else autocannon. On a
 * two-core machine the client shares the cores with the server, so the run first measures the
 * baseline with one client thread and with two: when the second thread adds little, the client
 * was not what held the figure down. BENCH_CLIENT=autocannon forces autocannon; BENCH_THREADS sets
 * wrk's threads for the measured runs (default 2); BENCH_ENCODING=browser or identity runs one half.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import autocannon from 'autocannon'

import { fixed, saveResult, sleep, startSite, table } from './lib/site'

const PATHS = ['/', '/products/gp15-guest-pager-starter-kit', '/contact']
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const DURATION = Number(process.env.BENCH_DURATION ?? 15)
const THREADS = Number(process.env.BENCH_THREADS ?? 2)
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3310)
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 3311)
const TARGET = { ratio: 0.5, p99: 20 }

type Encoding = 'browser' | 'identity'
const ENCODINGS: Encoding[] =
  process.env.BENCH_ENCODING === 'browser' || process.env.BENCH_ENCODING === 'identity'
    ? [process.env.BENCH_ENCODING]
    : ['browser', 'identity']
const ACCEPT: Record<Encoding, string> = { browser: 'gzip, deflate, br, zstd', identity: 'identity' }

type Run = { reqs: number; p50: number; p99: number; errors: number }

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (err) {
    // wrk prints its usage and exits 1 for --version: it is there all the same.
    return (err as { status?: number }).status === 1
  }
}
const CLIENT = process.env.BENCH_CLIENT === 'autocannon' || !hasWrk() ? 'autocannon' : 'wrk'

/** wrk's durations ("635.00us", "1.43ms", "2.01s") in milliseconds. */
function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!m) return Number.NaN
  const n = Number(m[1])
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000
}

function runWrk(url: string, encoding: Encoding, threads: number, seconds: number): Run {
  const out = execFileSync(
    'wrk',
    [`-t${threads}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-H', `Accept-Encoding: ${ACCEPT[encoding]}`, url],
    { encoding: 'utf8' },
  )
  const line = (re: RegExp) => re.exec(out)?.[1] ?? ''
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    reqs: Number(line(/Requests\/sec:\s+([\d.]+)/)),
    p50: wrkMs(line(/^\s+50%\s+(\S+)/m)),
    p99: wrkMs(line(/^\s+99%\s+(\S+)/m)),
    errors:
      Number(line(/Non-2xx or 3xx responses:\s+(\d+)/) || 0) + (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
  }
}

async function runAutocannon(url: string, encoding: Encoding, workers: number, seconds: number): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': ACCEPT[encoding] },
    ...(workers > 1 ? { workers } : {}),
  })
  return {
    reqs: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** One measured run: wrk's threads, or autocannon's worker threads. */
function load(url: string, encoding: Encoding, threads = THREADS, seconds = DURATION): Promise<Run> {
  return CLIENT === 'wrk'
    ? Promise.resolve(runWrk(url, encoding, threads, seconds))
    : runAutocannon(url, encoding, threads, seconds)
}

/** The baseline for one encoding, as its own process, like the site. */
async function startBaseline(pages: Record<string, string>, encoding: Encoding, dir: string): Promise<ChildProcess> {
  const pagesFile = path.join(dir, `bench-pages-${encoding}.json`)
  writeFileSync(pagesFile, JSON.stringify(pages))
  const baseline = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'lib/static-server.ts'),
      String(BASE_PORT),
      pagesFile,
      ...(encoding === 'browser' ? ['br'] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve) => baseline.stdout!.once('data', () => resolve()))
  return baseline
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill()
  })
}

async function main() {
  console.log(
    `Page serving: ${CLIENT}, ${CONNECTIONS} connections, ${THREADS} client threads, ${DURATION} s per run; ` +
      `Accept-Encoding ${ENCODINGS.map((e) => `"${ACCEPT[e]}"`).join(' and ')}\n`,
  )
  const site = await startSite({ port: SITE_PORT })
  const rows: (string | number)[][] = []
  const roomRows: (string | number)[][] = []
  const results: Record<string, unknown> = { client: CLIENT, connections: CONNECTIONS, threads: THREADS, duration: DURATION }
  try {
    // Render and cache each page, then keep the bytes each baseline answers with.
    const html: Record<string, string> = {}
    for (const p of PATHS) {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${site.url}${p}`, { headers: { 'accept-encoding': 'identity' } })
        if (res.status !== 200) throw new Error(`${p} answered ${res.status}`)
        html[p] = await res.text()
      }
    }
    for (const encoding of ENCODINGS) {
      const pages: Record<string, string> = {}
      for (const p of PATHS) {
        const file = path.join(site.dataDir, `bench-page-${encoding}-${PATHS.indexOf(p)}.html`)
        writeFileSync(
          file,
          encoding === 'browser'
            ? zlib.brotliCompressSync(html[p]!, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
              })
            : html[p]!,
        )
        pages[p] = file
      }
      const baseline = await startBaseline(pages, encoding, site.dataDir)
      try {
        // Does the client hold the figure down? The baseline with one client thread, then two.
        const first = `http://127.0.0.1:${BASE_PORT}${PATHS[0]}`
        await load(first, encoding, 1, 2)
        const one = await load(first, encoding, 1)
        const two = await load(first, encoding, 2)
        roomRows.push([
          `${encoding}, baseline ${PATHS[0]}`,
          fixed(one.reqs, 0),
          fixed(two.reqs, 0),
          `${fixed(((two.reqs - one.reqs) / one.reqs) * 100, 0)} %`,
        ])
        results[`room-${encoding}`] = { one, two }
        for (const p of PATHS) {
          // Short warm-up of both, then the measured runs back to back.
          await load(`${site.url}${p}`, encoding, THREADS, 2)
          const base = await load(`http://127.0.0.1:${BASE_PORT}${p}`, encoding)
          await sleep(1000)
          const measured = await load(`${site.url}${p}`, encoding)
          const ratio = measured.reqs / base.reqs
          results[`${encoding} ${p}`] = { site: measured, baseline: base, ratio }
          const judged = encoding === 'browser' ? (ratio >= TARGET.ratio && measured.p99 <= TARGET.p99 ? 'met' : 'missed') : ''
          rows.push([
            encoding,
            p,
            fixed(measured.reqs, 0),
            fixed(measured.p50, 1),
            fixed(measured.p99, 1),
            measured.errors,
            fixed(base.reqs, 0),
            fixed(base.p50, 1),
            fixed(base.p99, 1),
            fixed(ratio, 2),
            judged,
          ])
          await sleep(1000)
        }
      } finally {
        await stop(baseline)
      }
    }
    console.log()
    table(['client room', '1 thread req/s', '2 threads req/s', 'change'], roomRows)
    console.log()
    table(
      [
        'encoding',
        'page',
        'site req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'baseline req/s',
        'p50 ms',
        'p99 ms',
        'ratio',
        `target (≥${TARGET.ratio}, p99 ≤${TARGET.p99} ms)`,
      ],
      rows,
    )
    saveResult('serve', results)
  } finally {
    await site.stop()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
