import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_analytics_events_type" AS ENUM('pageview', 'click', 'form_view', 'form_start', 'form_submit');
  CREATE TYPE "public"."enum_analytics_events_category" AS ENUM('download', 'tel', 'mailto', 'outbound-link', 'affiliate', 'cross-hostname');
  CREATE TYPE "public"."enum_consent_records_decision" AS ENUM('accepted', 'refused', 'partial');
  CREATE TYPE "public"."enum_consent_records_method" AS ENUM('accept', 'refuse', 'save', 'close', 'video', 'gpc', 'scroll', 'click');
  CREATE TYPE "public"."enum_consent_settings_position" AS ENUM('bottom', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_consent_settings_after_change" AS ENUM('nothing', 'reload', 'redirect');
  CREATE TABLE "affiliate_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_analytics_events_type" NOT NULL,
  	"day" varchar NOT NULL,
  	"path" varchar,
  	"category" "enum_analytics_events_category",
  	"target" varchar,
  	"label" varchar,
  	"referrer" varchar,
  	"form_id" varchar,
  	"visitor" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visitor_id" varchar NOT NULL,
  	"decision" "enum_consent_records_decision" NOT NULL,
  	"analytics" boolean DEFAULT false,
  	"marketing" boolean DEFAULT false,
  	"method" "enum_consent_records_method" NOT NULL,
  	"version" numeric NOT NULL,
  	"path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consent_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"title" varchar DEFAULT 'Cookies on this website' NOT NULL,
  	"message" varchar DEFAULT 'We use strictly necessary cookies to run this website. With your consent we also use analytics cookies, to learn which pages help our visitors, and marketing cookies, such as those of embedded YouTube videos. Nothing optional runs until you choose, and you can change your choice at any time.' NOT NULL,
  	"privacy_page_id" integer,
  	"privacy_label" varchar DEFAULT 'Privacy policy',
  	"cookie_page_id" integer,
  	"cookie_label" varchar DEFAULT 'Cookie policy',
  	"accept_label" varchar DEFAULT 'Accept all' NOT NULL,
  	"refuse_label" varchar DEFAULT 'Refuse all' NOT NULL,
  	"settings_label" varchar DEFAULT 'Choose' NOT NULL,
  	"saved_message" varchar DEFAULT 'Your choice is saved. Change it at any time with “Cookie settings” at the bottom of the page.' NOT NULL,
  	"gpc_message" varchar DEFAULT 'Your browser sends a Global Privacy Control signal, so this website uses strictly necessary cookies only.' NOT NULL,
  	"settings_button" boolean DEFAULT true,
  	"settings_title" varchar DEFAULT 'Choose which cookies we may use' NOT NULL,
  	"save_label" varchar DEFAULT 'Save my choices' NOT NULL,
  	"necessary_text" varchar DEFAULT 'Needed for the website to work and to remember your cookie choice. Always on: they do not need consent.' NOT NULL,
  	"analytics_text" varchar DEFAULT 'Google Analytics: which pages are read, so that we can improve the site.' NOT NULL,
  	"marketing_text" varchar DEFAULT 'Embedded videos from YouTube and advertising measurement. Their providers may set their own cookies.' NOT NULL,
  	"youtube_marketing" boolean DEFAULT false,
  	"video_message" varchar DEFAULT 'This video is played by YouTube, which may set cookies for marketing.',
  	"video_accept_label" varchar DEFAULT 'Allow marketing cookies and play',
  	"position" "enum_consent_settings_position" DEFAULT 'bottom' NOT NULL,
  	"background" varchar DEFAULT '#0b2545' NOT NULL,
  	"text" varchar DEFAULT '#ffffff' NOT NULL,
  	"button_background" varchar DEFAULT '#f2a541' NOT NULL,
  	"button_text" varchar DEFAULT '#14213d' NOT NULL,
  	"close_button" boolean DEFAULT true,
  	"revoke_button" boolean DEFAULT false,
  	"revoke_label" varchar DEFAULT 'Cookie settings' NOT NULL,
  	"hide_ms" numeric DEFAULT 3000 NOT NULL,
  	"accept_days" numeric DEFAULT 182 NOT NULL,
  	"refuse_days" numeric DEFAULT 182 NOT NULL,
  	"after_change" "enum_consent_settings_after_change" DEFAULT 'nothing' NOT NULL,
  	"redirect_url" varchar,
  	"accept_on_scroll" boolean DEFAULT false,
  	"scroll_offset" numeric DEFAULT 100,
  	"accept_on_click" boolean DEFAULT false,
  	"version" numeric DEFAULT 1,
  	"retention_days" numeric DEFAULT 730 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "analytics_settings_inbound_paths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"label" varchar DEFAULT 'affiliate' NOT NULL
  );
  
  CREATE TABLE "analytics_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"script_events" boolean DEFAULT true,
  	"download_extensions" varchar DEFAULT 'doc, pdf, ppt, zip, xls, docx, pptx, xlsx' NOT NULL,
  	"home_url" varchar,
  	"cross_hostnames" varchar,
  	"hash_tracking" boolean DEFAULT false,
  	"measurement_id" varchar,
  	"retention_days" numeric DEFAULT 425 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "affiliate_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "consent_settings" ADD CONSTRAINT "consent_settings_privacy_page_id_pages_id_fk" FOREIGN KEY ("privacy_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_settings" ADD CONSTRAINT "consent_settings_cookie_page_id_pages_id_fk" FOREIGN KEY ("cookie_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "analytics_settings_inbound_paths" ADD CONSTRAINT "analytics_settings_inbound_paths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."analytics_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "affiliate_links_slug_idx" ON "affiliate_links" USING btree ("slug");
  CREATE INDEX "affiliate_links_updated_at_idx" ON "affiliate_links" USING btree ("updated_at");
  CREATE INDEX "affiliate_links_created_at_idx" ON "affiliate_links" USING btree ("created_at");
  CREATE INDEX "analytics_events_type_idx" ON "analytics_events" USING btree ("type");
  CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");
  CREATE INDEX "analytics_events_form_id_idx" ON "analytics_events" USING btree ("form_id");
  CREATE INDEX "analytics_events_updated_at_idx" ON "analytics_events" USING btree ("updated_at");
  CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");
  CREATE INDEX "consent_records_visitor_id_idx" ON "consent_records" USING btree ("visitor_id");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  CREATE INDEX "consent_settings_privacy_page_idx" ON "consent_settings" USING btree ("privacy_page_id");
  CREATE INDEX "consent_settings_cookie_page_idx" ON "consent_settings" USING btree ("cookie_page_id");
  CREATE INDEX "analytics_settings_inbound_paths_order_idx" ON "analytics_settings_inbound_paths" USING btree ("_order");
  CREATE INDEX "analytics_settings_inbound_paths_parent_id_idx" ON "analytics_settings_inbound_paths" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_affiliate_links_fk" FOREIGN KEY ("affiliate_links_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_events_fk" FOREIGN KEY ("analytics_events_id") REFERENCES "public"."analytics_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_affiliate_links_id_idx" ON "payload_locked_documents_rels" USING btree ("affiliate_links_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_events_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_events_id");
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "affiliate_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_settings_inbound_paths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "affiliate_links" CASCADE;
  DROP TABLE "analytics_events" CASCADE;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "consent_settings" CASCADE;
  DROP TABLE "analytics_settings_inbound_paths" CASCADE;
  DROP TABLE "analytics_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_affiliate_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_affiliate_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "affiliate_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  DROP TYPE "public"."enum_analytics_events_type";
  DROP TYPE "public"."enum_analytics_events_category";
  DROP TYPE "public"."enum_consent_records_decision";
  DROP TYPE "public"."enum_consent_records_method";
  DROP TYPE "public"."enum_consent_settings_position";
  DROP TYPE "public"."enum_consent_settings_after_change";`)
}
