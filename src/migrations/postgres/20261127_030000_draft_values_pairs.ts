import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

import { draftPairs } from '../../core/drafts/values'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

/**
 * Data only: saved drafts whose resume link was e-mailed had their `[name, value]` pairs
 * stored as `{ "0": name, "1": value }` objects (features/drafts/collection.ts says why);
 * they are written back as pairs. Nothing to undo: pairs are what every version reads.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = (await db.execute(sql`SELECT "id", "values" FROM "form_drafts";`)) as unknown as {
    rows: { id: number; values: unknown }[]
  }
  for (const row of rows) {
    const { pairs, repaired } = draftPairs(row.values)
    if (repaired) await db.execute(sql`UPDATE "form_drafts" SET "values" = ${JSON.stringify(pairs)}::jsonb WHERE "id" = ${row.id};`)
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {}
