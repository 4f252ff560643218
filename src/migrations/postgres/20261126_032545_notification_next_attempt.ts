import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_notifications" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  CREATE INDEX "status_nextAttemptAt_idx" ON "form_notifications" USING btree ("status","next_attempt_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "status_nextAttemptAt_idx";
  ALTER TABLE "form_notifications" DROP COLUMN "next_attempt_at";`)
}
