import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "documents" ADD COLUMN "prefix" varchar DEFAULT 'documents';
  ALTER TABLE "documents" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "documents" DROP COLUMN "prefix";
  ALTER TABLE "documents" DROP COLUMN "_objectkey";`)
}
