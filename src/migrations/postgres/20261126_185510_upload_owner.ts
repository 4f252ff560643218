import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_uploads" ADD COLUMN "owner" varchar;
  CREATE INDEX "form_uploads_owner_idx" ON "form_uploads" USING btree ("owner");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "form_uploads_owner_idx";
  ALTER TABLE "form_uploads" DROP COLUMN "owner";`)
}
