import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_form_embed" ADD COLUMN "form_id" integer;
  ALTER TABLE "pages_blocks_form_embed" ADD COLUMN "display_title" boolean DEFAULT true;
  ALTER TABLE "pages_blocks_form_embed" ADD COLUMN "display_description" boolean DEFAULT true;
  ALTER TABLE "_pages_v_blocks_form_embed" ADD COLUMN "form_id" integer;
  ALTER TABLE "_pages_v_blocks_form_embed" ADD COLUMN "display_title" boolean DEFAULT true;
  ALTER TABLE "_pages_v_blocks_form_embed" ADD COLUMN "display_description" boolean DEFAULT true;
  ALTER TABLE "pages_blocks_form_embed" ADD CONSTRAINT "pages_blocks_form_embed_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_embed" ADD CONSTRAINT "_pages_v_blocks_form_embed_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_form_embed_form_idx" ON "pages_blocks_form_embed" USING btree ("form_id");
  CREATE INDEX "_pages_v_blocks_form_embed_form_idx" ON "_pages_v_blocks_form_embed" USING btree ("form_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_form_embed" DROP CONSTRAINT "pages_blocks_form_embed_form_id_forms_id_fk";
  
  ALTER TABLE "_pages_v_blocks_form_embed" DROP CONSTRAINT "_pages_v_blocks_form_embed_form_id_forms_id_fk";
  
  DROP INDEX "pages_blocks_form_embed_form_idx";
  DROP INDEX "_pages_v_blocks_form_embed_form_idx";
  ALTER TABLE "pages_blocks_form_embed" DROP COLUMN "form_id";
  ALTER TABLE "pages_blocks_form_embed" DROP COLUMN "display_title";
  ALTER TABLE "pages_blocks_form_embed" DROP COLUMN "display_description";
  ALTER TABLE "_pages_v_blocks_form_embed" DROP COLUMN "form_id";
  ALTER TABLE "_pages_v_blocks_form_embed" DROP COLUMN "display_title";
  ALTER TABLE "_pages_v_blocks_form_embed" DROP COLUMN "display_description";`)
}
