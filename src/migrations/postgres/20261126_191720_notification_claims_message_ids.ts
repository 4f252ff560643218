import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_notifications" ADD COLUMN "claimed_by" varchar;
  ALTER TABLE "form_notifications" ADD COLUMN "message_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_notifications" DROP COLUMN "claimed_by";
  ALTER TABLE "form_notifications" DROP COLUMN "message_id";`)
}
