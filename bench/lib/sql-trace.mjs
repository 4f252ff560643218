/**
 * Times every SQLite statement of a running site, for profiling under a benchmark's load:
 *   BENCH_SITE_NODE_ARGS="--import ./bench/lib/sql-trace.mjs" npm run bench:submit
 * It wraps libsql's prepare and the statement's run/get/all/iterate (libsql runs them on the main
 * thread, so their time is the event loop's), and every 3 s writes the 40 costliest statements
 * (total ms, calls, SQL; `PREPARE` lines are the preparing, `NEXT` the stepping through rows) to
 * SQL_TRACE_FILE (default /tmp/sql-trace.txt). Not loaded by the site itself.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'

// libsql is CommonJS; the site loads this same copy (@libsql/client's driver).
const Database = createRequire(import.meta.url)('libsql')
const out = process.env.SQL_TRACE_FILE || '/tmp/sql-trace.txt'
const stats = new Map()

function add(key, ms) {
  const s = stats.get(key) ?? { calls: 0, ms: 0 }
  s.calls++
  s.ms += ms
  stats.set(key, s)
}

const prepare = Database.prototype.prepare
Database.prototype.prepare = function (sql) {
  const started = performance.now()
  const statement = prepare.call(this, sql)
  add(`PREPARE ${sql}`, performance.now() - started)
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = statement[method]
    if (!original) continue
    statement[method] = function (...args) {
      const t = performance.now()
      const result = original.apply(this, args)
      if (method === 'iterate') {
        const next = result.next.bind(result)
        result.next = () => {
          const n = performance.now()
          const row = next()
          add(`NEXT ${sql}`, performance.now() - n)
          return row
        }
      }
      add(sql, performance.now() - t)
      return result
    }
  }
  return statement
}

setInterval(() => {
  const lines = [...stats]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, 40)
    .map(
      ([sql, s]) => `${s.ms.toFixed(0).padStart(7)} ms ${String(s.calls).padStart(7)} ${sql.replace(/\s+/g, ' ').slice(0, 240)}`,
    )
  fs.writeFileSync(out, `${lines.join('\n')}\n`)
}, 3000).unref()
