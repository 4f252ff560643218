/**
 * Benchmark 5, Lighthouse (npm `lighthouse` driving Debian's Chromium), mobile and desktop,
 * for `/`, `/contact`, `/request-a-quote` and a product page of the production build.
 * Reports the four category scores, CLS and LCP of the median of three runs per page and form factor.
 * Targets: performance at least 95 on mobile and 100 on desktop; accessibility, best
 * practices and SEO 100; CLS 0.
 * Baseline, in the same run: a plain static HTML page (a heading and a paragraph, no script,
 * no style sheet) from a bare node:http server, the best this machine and Chromium can score.
 * Run: npm run bench:lighthouse
 */
import * as chromeLauncher from 'chrome-launcher'

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium'
import { CATEGORIES, medianRun } from './lib/lighthouse'
import { saveResult, startBaseline, startSite, table } from './lib/site'

const ALL_PATHS = ['/', '/contact', '/request-a-quote', '/products/gp15-guest-pager-starter-kit']
// BENCH_LIGHTHOUSE_PAGES=/contact,/request-a-quote and BENCH_LIGHTHOUSE_FORM_FACTORS=mobile narrow a run down;
// BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each median run's full report there as JSON.
const PATHS = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? ALL_PATHS
const FORM_FACTORS = (process.env.BENCH_LIGHTHOUSE_FORM_FACTORS?.split(',') ?? ['mobile', 'desktop']) as Array<
  'mobile' | 'desktop'
>
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS

async function main() {
  const site = await startSite({ port: 3316 })
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'))
  writeFileSync(
    path.join(dir, 'plain.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Baseline</title><meta name="description" content="A plain page with no script and no style sheet."></head>' +
      '<body><main><h1>Baseline</h1><p>A plain page with no script and no style sheet.</p></main></body></html>',
  )
  writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ '/': path.join(dir, 'plain.html') }))
  const baseline = await startBaseline('static-server.ts', ['3321', path.join(dir, 'pages.json')])
  const targets = [
    { label: 'baseline: plain HTML', url: 'http://127.0.0.1:3321/' },
    ...PATHS.map((p) => ({ label: p, url: `${site.url}${p}` })),
  ]
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS })
  const rows: (string | number)[][] = []
  const results: Record<string, Record<string, number>> = {}
  try {
    for (const { label: p, url } of targets) {
      // Warm the page cache: the audit measures a visitor's load, not the first render.
      await (await fetch(url)).arrayBuffer()
      for (const formFactor of FORM_FACTORS) {
        const lhr = await medianRun(url, formFactor, chrome.port)
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
        const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN)
        const lcp = Number(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)
        const tbt = Number(lhr.audits['total-blocking-time']?.numericValue ?? NaN)
        results[`${p} ${formFactor}`] = { ...scores, cls, lcp, tbt }
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true })
          writeFileSync(path.join(REPORTS, `${p.replace(/\W+/g, '_') || 'home'}-${formFactor}.json`), JSON.stringify(lhr))
        }
        const perfTarget = formFactor === 'mobile' ? 95 : 100
        const met =
          scores.performance! >= perfTarget &&
          scores.accessibility === 100 &&
          scores['best-practices'] === 100 &&
          scores.seo === 100 &&
          cls === 0
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id)
        rows.push([
          p,
          formFactor,
          ...CATEGORIES.map((c) => scores[c]!),
          cls.toFixed(3),
          Math.round(lcp),
          Math.round(tbt),
          met ? 'met' : `missed${failing.length ? ` (${failing.slice(0, 4).join(', ')})` : ''}`,
        ])
      }
    }
  } finally {
    chrome.kill()
    baseline.stop()
    rmSync(dir, { recursive: true, force: true })
    await site.stop()
  }
  console.log()
  table(
    ['page', 'form factor', 'performance', 'accessibility', 'best practices', 'SEO', 'CLS', 'LCP ms', 'TBT ms', 'target'],
    rows,
  )
  saveResult('lighthouse', results)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
