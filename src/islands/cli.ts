/**
 * `node dist/server/islands.mjs PATH…`: renders each page as islands (render.tsx) and writes one
 * JSON line per page to standard output (its parts, the whole document, the islands without a script), for the islands benchmark (bench/islands.ts) and for
 * looking at a page's islands form. Reads the site in DATA_DIR (or DATABASE_URL) as the site's own
 * programs do; run it while no site uses an SQLite data folder, which one site holds alone.
 */
import { renderIslandsDocument } from './render'

const paths = process.argv.slice(2)
if (paths.length === 0) {
  process.stderr.write('Usage: node dist/server/islands.mjs PATH… (for example: / /faq)\n')
  process.exit(2)
}
let failed = false
for (const path of paths) {
  try {
    process.stdout.write(JSON.stringify(await renderIslandsDocument(path)) + '\n')
  } catch (error) {
    failed = true
    process.stderr.write(`${path}: ${error instanceof Error ? error.message : String(error)}\n`)
  }
}
// Payload's database connection would keep the process alive.
process.exit(failed ? 1 : 0)
