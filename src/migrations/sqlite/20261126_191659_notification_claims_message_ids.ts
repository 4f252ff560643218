import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_notifications\` ADD \`claimed_by\` text;`)
  await db.run(sql`ALTER TABLE \`form_notifications\` ADD \`message_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_notifications\` DROP COLUMN \`claimed_by\`;`)
  await db.run(sql`ALTER TABLE \`form_notifications\` DROP COLUMN \`message_id\`;`)
}
