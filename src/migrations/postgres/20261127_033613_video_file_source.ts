import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_video_source" AS ENUM('youtube', 'file');
  CREATE TYPE "public"."enum__pages_v_blocks_video_source" AS ENUM('youtube', 'file');
  ALTER TABLE "pages_blocks_video" ADD COLUMN "source" "enum_pages_blocks_video_source" DEFAULT 'youtube';
  ALTER TABLE "pages_blocks_video" ADD COLUMN "file_id" integer;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "source" "enum__pages_v_blocks_video_source" DEFAULT 'youtube';
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "file_id" integer;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_video_file_idx" ON "pages_blocks_video" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_video_file_idx" ON "_pages_v_blocks_video" USING btree ("file_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_video" DROP CONSTRAINT "pages_blocks_video_file_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_video" DROP CONSTRAINT "_pages_v_blocks_video_file_id_media_id_fk";
  
  DROP INDEX "pages_blocks_video_file_idx";
  DROP INDEX "_pages_v_blocks_video_file_idx";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "source";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "file_id";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "source";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "file_id";
  DROP TYPE "public"."enum_pages_blocks_video_source";
  DROP TYPE "public"."enum__pages_v_blocks_video_source";`)
}
