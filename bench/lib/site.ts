/**
 * Shared parts of the benchmarks: the production site started as `npm start` starts it
 * (fresh data folder, SQLite or PostgreSQL), the admin's REST session, memory sampling of
 * a process, and the printed tables. Benchmarks print figures; they never pass or fail on them.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { needsBuild } from '../../src/server/build-state'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const ADMIN = { email: 'bench@oproep.example', password: 'bench-admin-password-1' }
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type Site = {
  url: string
  port: number
  dataDir: string
  process: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

/** Starts the production site on a fresh data folder; resolves once `/` answers. Builds first when the sources changed. */
export async function startSite(options: {
  port: number
  databaseUrl?: string
  env?: Record<string, string>
  /** Keep the data folder when stopping (a later start on the same port reuses it). */
  keepData?: boolean
  /** A data folder of an earlier run to start on (kept when stopping). */
  dataDir?: string
  /** A copy of the built artefact to run, from its own folder (default: the checkout's dist/). */
  appDir?: string
  /** The Node.js binary to run it with (default: the one running this). */
  node?: string
}): Promise<Site> {
  const dataDir = options.dataDir ?? path.join(os.tmpdir(), `site-bench-${process.pid}-${options.port}`)
  mkdirSync(dataDir, { recursive: true })
  // The reliability tests seed one data folder once (tests/support/build-once.ts): a fresh SQLite
  // site with the usual admin and demo content starts from a copy of it, which spares encoding the
  // demo images again (~25 s of a ~40 s start on a 2-core machine). Setup still runs, and finds it done.
  const seeded = process.env.SITE_TEST_SEEDED_DATA
  const sameSetup =
    !options.databaseUrl && !['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SEED'].some((k) => options.env?.[k])
  if (seeded && sameSetup && !existsSync(path.join(dataDir, 'site.db'))) cpSync(seeded, dataDir, { recursive: true })
  const url = `http://localhost:${options.port}`
  let output = ''
  // BENCH_SITE_NODE_ARGS adds Node flags to the site's process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile it under a benchmark's load (NODE_OPTIONS cannot carry --cpu-prof).
  const nodeArgs = (process.env.BENCH_SITE_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)
  if (!options.appDir && needsBuild(ROOT)) {
    // As `npm start` does: the artefact, when the sources changed since it was built.
    const built = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/build.ts'], { cwd: ROOT, stdio: 'inherit' })
    if (built.status !== 0) throw new Error(`The build failed (exit ${built.status ?? built.signal})`)
  }
  const appDir = options.appDir ?? path.join(ROOT, 'dist')
  const child = spawn(options.node ?? process.execPath, [...nodeArgs, path.join(appDir, 'server/start.mjs')], {
    cwd: options.appDir ?? ROOT,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(options.port),
      SITE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SMTP_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The site goes with the benchmark, however the benchmark ends.
  const orphan = () => child.kill('SIGKILL')
  process.once('exit', orphan)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))
  // BENCH_SITE_LOG=<file> also writes the site's output there (with `--trace-gc` in BENCH_SITE_NODE_ARGS,
  // every collection the site's process makes under the load).
  const log = process.env.BENCH_SITE_LOG
  const keep = (d: Buffer) => {
    output += d.toString()
    if (log) appendFileSync(log, d)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const deadline = Date.now() + 900_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site exited with ${child.exitCode}:\n${output}`)
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(10_000) })
      await res.arrayBuffer()
      if (res.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The site did not answer in time:\n${output}`)
    await sleep(500)
  }
  return {
    url,
    port: options.port,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
          // A server that does not close within 15 s is ended.
          setTimeout(() => child.kill('SIGKILL'), 15_000).unref()
        })
      }
      if (!options.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A fresh PostgreSQL database for one benchmark; `drop` removes it. */
export async function createDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return {
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

/** Signs in to the REST API as the bench admin; returns the headers for later calls. */
export async function adminHeaders(site: Site): Promise<Record<string, string>> {
  const res = await fetch(`${site.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify(ADMIN),
  })
  const body = (await res.json()) as { token?: string }
  if (!res.ok || !body.token) throw new Error(`Admin login failed: ${res.status} ${JSON.stringify(body)}`)
  return { authorization: `JWT ${body.token}`, origin: site.url, 'content-type': 'application/json' }
}

/** A REST call as the admin that must succeed. */
export async function rest<T = unknown>(
  site: Site,
  headers: Record<string, string>,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${site.url}/api${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} /api${route}: ${res.status} ${text.slice(0, 2000)}`)
  return JSON.parse(text) as T
}

/**
 * A process's resident memory in bytes (Linux; 0 once it is gone) from /proc: all of it (VmRSS) and its anonymous part (RssAnon: the
 * heap and what the program allocated). The rest is file pages the process has touched (its code,
 * and a database file SQLite maps), which the kernel shares and drops under pressure.
 */
export function memoryOf(pid: number): { rss: number; anon: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024
    return { rss: kb('VmRSS'), anon: kb('RssAnon') }
  } catch {
    return { rss: 0, anon: 0 }
  }
}

type MemorySamples = { start: number; peak: number; end: number; anonStart: number; anonPeak: number }

/** Samples a process's RSS (and its anonymous part) every `everyMs` until stopped; reports the first sample and the peaks. */
export function sampleRss(pid: number, everyMs = 50): { stop: () => MemorySamples; current: () => MemorySamples } {
  const first = memoryOf(pid)
  const samples: MemorySamples = {
    start: first.rss,
    peak: first.rss,
    end: first.rss,
    anonStart: first.anon,
    anonPeak: first.anon,
  }
  const timer = setInterval(() => {
    const now = memoryOf(pid)
    samples.end = now.rss
    samples.peak = Math.max(samples.peak, now.rss)
    samples.anonPeak = Math.max(samples.anonPeak, now.anon)
  }, everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      return { ...samples }
    },
    current: () => ({ ...samples }),
  }
}

export const mb = (bytes: number) => bytes / 1024 / 1024
export const kb = (bytes: number) => bytes / 1024
export const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-')

/** Prints a table with aligned columns. */
export function table(headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((r) => r.map(String))]
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]) => '| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |'
  console.log(line(cells[0]!))
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|')
  for (const r of cells.slice(1)) console.log(line(r))
}

/** Keeps a benchmark's figures as JSON in bench/results/ (not committed) for docs/PERFORMANCE.md. */
export function saveResult(name: string, data: unknown): void {
  const dir = path.join(ROOT, 'bench/results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, `${name}.json`),
    JSON.stringify({ at: new Date().toISOString(), machine: machine(), data }, null, 2),
  )
}

export function machine(): string {
  const cpus = os.cpus()
  return `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`
}

/** Starts a baseline server (lib/baseline-server.ts or lib/static-server.ts) as its own process; resolves once it listens. */
export async function startBaseline(script: string, args: string[]): Promise<{ process: ChildProcess; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/lib', script), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  process.once('exit', () => child.kill('SIGKILL'))
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The baseline ${script} exited with ${code}`)))
    child.stdout!.once('data', () => resolve())
  })
  return { process: child, stop: () => child.kill() }
}
