import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_notifications\` ADD \`next_attempt_at\` text;`)
  await db.run(sql`CREATE INDEX \`status_nextAttemptAt_idx\` ON \`form_notifications\` (\`status\`,\`next_attempt_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`status_nextAttemptAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_notifications\` DROP COLUMN \`next_attempt_at\`;`)
}
