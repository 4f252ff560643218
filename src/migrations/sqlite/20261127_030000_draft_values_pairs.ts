import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { draftPairs } from '../../core/drafts/values'

/**
 * Data only: saved drafts whose resume link was e-mailed had their `[name, value]` pairs
 * stored as `{ "0": name, "1": value }` objects (features/drafts/collection.ts says why);
 * they are written back as pairs. Nothing to undo: pairs are what every version reads.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const rows = await db.all<{ id: number; values: string }>(sql`SELECT \`id\`, \`values\` FROM \`form_drafts\`;`)
  for (const row of rows) {
    let stored: unknown
    try {
      stored = JSON.parse(row.values)
    } catch {
      continue
    }
    const { pairs, repaired } = draftPairs(stored)
    if (repaired) await db.run(sql`UPDATE \`form_drafts\` SET \`values\` = ${JSON.stringify(pairs)} WHERE \`id\` = ${row.id};`)
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {}
