import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "emails_brand_colour" varchar DEFAULT '#0b2545';
  ALTER TABLE "site_settings" ADD COLUMN "emails_logo_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "emails_footer" varchar;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_emails_logo_id_media_id_fk" FOREIGN KEY ("emails_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_emails_emails_logo_idx" ON "site_settings" USING btree ("emails_logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_emails_logo_id_media_id_fk";
  
  DROP INDEX "site_settings_emails_emails_logo_idx";
  ALTER TABLE "site_settings" DROP COLUMN "emails_brand_colour";
  ALTER TABLE "site_settings" DROP COLUMN "emails_logo_id";
  ALTER TABLE "site_settings" DROP COLUMN "emails_footer";`)
}
