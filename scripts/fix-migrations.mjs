// Generated PostgreSQL migrations import `sql` from the adapter, whose copy of
// drizzle-orm npm installs apart from the one typing `db` (same version, two
// declarations). Wrap it so the migrations type-check under strict TypeScript.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'

const dir = new URL('../src/migrations/postgres/', import.meta.url)
const from = "import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'"
const to = [
  "import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'",
  '',
  'const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never',
].join('\n')
for (const file of readdirSync(dir)) {
  if (!file.endsWith('.ts') || file === 'index.ts') continue
  const text = readFileSync(new URL(file, dir), 'utf8')
  if (text.includes(from)) writeFileSync(new URL(file, dir), text.replace(from, to))
}
