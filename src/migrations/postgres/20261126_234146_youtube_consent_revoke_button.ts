import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_settings" ALTER COLUMN "youtube_marketing" SET DEFAULT true;
  ALTER TABLE "consent_settings" ALTER COLUMN "video_accept_label" SET DEFAULT 'Allow YouTube and play';
  ALTER TABLE "consent_settings" ALTER COLUMN "revoke_button" SET DEFAULT true;
  ALTER TABLE "consent_records" ADD COLUMN "youtube" boolean DEFAULT false;`)
  // Existing sites: a notice that names YouTube among the marketing cookies now keeps that promise
  // (nothing from YouTube before consent); a site whose notice does not name YouTube keeps its
  // setting. The video's button allows YouTube alone now, so its old default wording goes too.
  // The floating revoke button stays as each site has it (the footer link is always there).
  await db.execute(sql`
   UPDATE "consent_settings" SET "youtube_marketing" = true
    WHERE "youtube_marketing" IS NOT TRUE AND ("message" ILIKE '%youtube%' OR "marketing_text" ILIKE '%youtube%');
  UPDATE "consent_settings" SET "video_accept_label" = 'Allow YouTube and play'
    WHERE "video_accept_label" IS NULL OR "video_accept_label" = 'Allow marketing cookies and play';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_settings" ALTER COLUMN "youtube_marketing" SET DEFAULT false;
  ALTER TABLE "consent_settings" ALTER COLUMN "video_accept_label" SET DEFAULT 'Allow marketing cookies and play';
  ALTER TABLE "consent_settings" ALTER COLUMN "revoke_button" SET DEFAULT false;
  ALTER TABLE "consent_records" DROP COLUMN "youtube";`)
  // The settings the up migration turned on stay on: which of them a site had off cannot be told apart.
}
