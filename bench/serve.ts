/**
 * Benchmark 1, page serving: autocannon against `/`, a product page and `/contact` of the
 * production build, and in the same run a bare node:http server answering the same HTML
 * bytes. Reports req/s, p50 and p99 and the ratio site / baseline.
 * Targets: ratio at least 0.45, p99 at most 50 ms.   Run: npm run bench:serve
 *
 * BENCH_ENCODING=browser (the default) asks as a browser does (Accept-Encoding: gzip, deflate,
 * br, zstd) and the baseline sends the page's brotli form made ahead of time; identity asks
 * for the page uncompressed and the baseline sends it so.
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import autocannon from 'autocannon'

import { fixed, saveResult, sleep, startSite, table } from './lib/site'

const PATHS = ['/', '/products/gp15-guest-pager-starter-kit', '/contact']
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const DURATION = Number(process.env.BENCH_DURATION ?? 15)
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3310)
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 3311)
const BROWSER = (process.env.BENCH_ENCODING ?? 'browser') !== 'identity'
const HEADERS = { 'accept-encoding': BROWSER ? 'gzip, deflate, br, zstd' : 'identity' }

type Run = { reqs: number; p50: number; p99: number; errors: number; non2xx: number }

async function load(url: string): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS })
  return {
    reqs: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

async function main() {
  console.log(`Page serving: ${CONNECTIONS} connections, ${DURATION} s per run, Accept-Encoding: ${HEADERS['accept-encoding']}\n`)
  const site = await startSite({ port: SITE_PORT })
  const pages: Record<string, string> = {}
  try {
    // Render and cache each page, then keep the bytes a visitor without compression gets.
    for (const p of PATHS) {
      let body = ''
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${site.url}${p}`, { headers: { 'accept-encoding': 'identity' } })
        if (res.status !== 200) throw new Error(`${p} answered ${res.status}`)
        body = await res.text()
      }
      const file = path.join(site.dataDir, `bench-page-${PATHS.indexOf(p)}.html`)
      // The baseline's bytes: compressed ahead of time as the best a server can send a browser.
      writeFileSync(
        file,
        BROWSER
          ? zlib.brotliCompressSync(body, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
            })
          : body,
      )
      pages[p] = file
    }
    const pagesFile = path.join(site.dataDir, 'bench-pages.json')
    writeFileSync(pagesFile, JSON.stringify(pages))
    const baseline = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'lib/static-server.ts'),
        String(BASE_PORT),
        pagesFile,
        ...(BROWSER ? ['br'] : []),
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    await new Promise<void>((resolve) => baseline.stdout!.once('data', () => resolve()))
    const rows: (string | number)[][] = []
    const results: Record<string, { site: Run; baseline: Run; ratio: number }> = {}
    try {
      for (const p of PATHS) {
        // Short warm-up of both, then the measured runs back to back.
        await autocannon({ url: `${site.url}${p}`, connections: CONNECTIONS, duration: 2, headers: HEADERS })
        const base = await load(`http://127.0.0.1:${BASE_PORT}${p}`)
        await sleep(1000)
        const measured = await load(`${site.url}${p}`)
        const ratio = measured.reqs / base.reqs
        results[p] = { site: measured, baseline: base, ratio }
        rows.push([
          p,
          fixed(measured.reqs, 0),
          measured.p50,
          measured.p99,
          measured.errors + measured.non2xx,
          fixed(base.reqs, 0),
          base.p50,
          base.p99,
          fixed(ratio, 2),
          ratio >= 0.45 && measured.p99 <= 50 ? 'met' : 'missed',
        ])
        await sleep(1000)
      }
    } finally {
      baseline.kill()
    }
    console.log()
    table(
      [
        'page',
        'site req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'node:http req/s',
        'p50 ms',
        'p99 ms',
        'ratio',
        'target (≥0.45, p99 ≤50 ms)',
      ],
      rows,
    )
    saveResult('serve', { connections: CONNECTIONS, duration: DURATION, results })
  } finally {
    await site.stop()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
