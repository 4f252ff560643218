import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_uploads\` ADD \`owner\` text;`)
  await db.run(sql`CREATE INDEX \`form_uploads_owner_idx\` ON \`form_uploads\` (\`owner\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`form_uploads_owner_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_uploads\` DROP COLUMN \`owner\`;`)
}
