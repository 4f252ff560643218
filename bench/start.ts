/**
 * Benchmark 7, start and build: `npm run build` from a clean `.next` and `dist`, then the cold start
 * of the built artefact to its first served page, on a fresh data folder (setup, migrations and the
 * demo content included) and again on the data folder the first start left (the everyday
 * restart). Baseline from the same run: a bare node:http server started the same way.
 * Run: npm run bench:start   (BENCH_SKIP_BUILD=1 to time only the starts)
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { fixed, ROOT, saveResult, startBaseline, startSite, table } from './lib/site'

async function main() {
  const rows: (string | number)[][] = []
  const results: Record<string, number> = {}
  if (!process.env.BENCH_SKIP_BUILD) {
    for (const dir of ['.next', 'dist']) rmSync(path.join(ROOT, dir), { recursive: true, force: true })
    const started = performance.now()
    // Exactly what a person runs: the artefact, built against a throwaway database.
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    if (build.status !== 0) throw new Error('The build failed')
    const seconds = (performance.now() - started) / 1000
    rows.push(['npm run build (clean)', fixed(seconds, 1)])
    results.build = seconds
  }
  // Baseline: a bare node:http server started the same way (node with tsx) to its first answer.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'))
  writeFileSync(path.join(dir, 'page.html'), '<!doctype html><title>Baseline</title>')
  writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ '/': path.join(dir, 'page.html') }))
  const bare = performance.now()
  const baseline = await startBaseline('static-server.ts', ['3322', path.join(dir, 'pages.json')])
  await (await fetch('http://127.0.0.1:3322/')).arrayBuffer()
  results.baselineStart = (performance.now() - bare) / 1000
  baseline.stop()
  rmSync(dir, { recursive: true, force: true })
  rows.push(['baseline: a bare node:http server (node --import tsx) to its first answer', fixed(results.baselineStart, 2)])
  const fresh = performance.now()
  const first = await startSite({ port: 3315, keepData: true })
  results.firstStart = (performance.now() - fresh) / 1000
  rows.push(['first start (fresh data folder: setup, demo content) to first page', fixed(results.firstStart, 1)])
  await first.stop()
  // The same data folder again: what a restart after a deploy costs.
  const restart = performance.now()
  const second = await startSite({ port: 3315 })
  const seconds = (performance.now() - restart) / 1000
  rows.push(['restart (existing data folder) to first page', fixed(seconds, 1)])
  results.restart = seconds
  await second.stop()
  console.log()
  table(['step', 'seconds'], rows)
  saveResult('start', results)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
