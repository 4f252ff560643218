import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "form_createdAt_idx" ON "form_entries" USING btree ("form_id","created_at");
  CREATE INDEX "status_createdAt_idx" ON "form_entries" USING btree ("status","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "form_createdAt_idx";
  DROP INDEX "status_createdAt_idx";`)
}
