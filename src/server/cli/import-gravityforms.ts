/**
 * `npm run import:gravityforms -- <export.json> [more.json …]`: imports Gravity Forms export
 * files into the site's database (the one DATA_DIR / DATABASE_URL point at), printing what
 * was made and everything that could not be imported as it was. Exits 1 when a file could
 * not be read or a form was refused.
 */
import { readFile } from 'node:fs/promises'

import { getPayload } from 'payload'

import { importReport, saveGravityFormsImport } from '../../features/gravityforms/import'

const files = process.argv.slice(2).filter((a) => a !== '--')
if (files.length === 0) {
  console.error('Usage: npm run import:gravityforms -- <gravity-forms-export.json> [more.json …]')
  process.exit(2)
}
process.env.NEXT_TELEMETRY_DISABLED = '1'
const { default: config } = await import('../../payload.config')
const payload = await getPayload({ config })
let failed = false
for (const file of files) {
  console.log(`\n${file}`)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    console.error(`  Cannot read the file: ${error instanceof Error ? error.message : String(error)}`)
    failed = true
    continue
  }
  const result = await saveGravityFormsImport(payload, text)
  for (const line of importReport(result)) console.log(`  ${line}`)
  if (!result.ok || result.failed.length > 0) failed = true
}
await payload.destroy()
process.exit(failed ? 1 : 0)
