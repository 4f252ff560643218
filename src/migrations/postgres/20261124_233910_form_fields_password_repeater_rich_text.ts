import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ff_repeater_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."ff_rep_sub_type" AS ENUM('text', 'email', 'number', 'textarea', 'select');
  CREATE TYPE "public"."ff_rep_sub_num" AS ENUM('decimal_comma', 'decimal_dot');
  CREATE TYPE "public"."enum_ff_repeater_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_repeater_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_repeater_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_repeater_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_password_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_password_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_password_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_password_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_password_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_password_min_password_strength" AS ENUM('short', 'bad', 'good', 'strong');
  CREATE TABLE "ff_repeater_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_repeater_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_rep_sub_ch" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "ff_rep_sub" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"type" "ff_rep_sub_type" DEFAULT 'text' NOT NULL,
  	"is_required" boolean,
  	"number_format" "ff_rep_sub_num" DEFAULT 'decimal_comma'
  );
  
  CREATE TABLE "ff_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_repeater_width" DEFAULT '12',
  	"visibility" "enum_ff_repeater_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_repeater_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_repeater_logic_logic_type" DEFAULT 'all',
  	"item_label" varchar,
  	"add_button_text" varchar,
  	"max_items" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_password_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_password_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_password" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_password_width" DEFAULT '12',
  	"visibility" "enum_ff_password_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_password_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_password_logic_logic_type" DEFAULT 'all',
  	"password_confirm" boolean DEFAULT true,
  	"password_strength_enabled" boolean DEFAULT true,
  	"min_password_strength" "enum_ff_password_min_password_strength",
  	"block_name" varchar
  );
  
  ALTER TABLE "ff_textarea" ADD COLUMN "use_rich_text_editor" boolean;
  ALTER TABLE "ff_repeater_logic_rules" ADD CONSTRAINT "ff_repeater_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_rep_sub_ch" ADD CONSTRAINT "ff_rep_sub_ch_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_rep_sub"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_rep_sub" ADD CONSTRAINT "ff_rep_sub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_repeater" ADD CONSTRAINT "ff_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_password_logic_rules" ADD CONSTRAINT "ff_password_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_password"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_password" ADD CONSTRAINT "ff_password_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ff_repeater_logic_rules_order_idx" ON "ff_repeater_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_repeater_logic_rules_parent_id_idx" ON "ff_repeater_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_rep_sub_ch_order_idx" ON "ff_rep_sub_ch" USING btree ("_order");
  CREATE INDEX "ff_rep_sub_ch_parent_id_idx" ON "ff_rep_sub_ch" USING btree ("_parent_id");
  CREATE INDEX "ff_rep_sub_order_idx" ON "ff_rep_sub" USING btree ("_order");
  CREATE INDEX "ff_rep_sub_parent_id_idx" ON "ff_rep_sub" USING btree ("_parent_id");
  CREATE INDEX "ff_repeater_order_idx" ON "ff_repeater" USING btree ("_order");
  CREATE INDEX "ff_repeater_parent_id_idx" ON "ff_repeater" USING btree ("_parent_id");
  CREATE INDEX "ff_repeater_path_idx" ON "ff_repeater" USING btree ("_path");
  CREATE INDEX "ff_password_logic_rules_order_idx" ON "ff_password_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_password_logic_rules_parent_id_idx" ON "ff_password_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_password_order_idx" ON "ff_password" USING btree ("_order");
  CREATE INDEX "ff_password_parent_id_idx" ON "ff_password" USING btree ("_parent_id");
  CREATE INDEX "ff_password_path_idx" ON "ff_password" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "ff_repeater_logic_rules" CASCADE;
  DROP TABLE "ff_rep_sub_ch" CASCADE;
  DROP TABLE "ff_rep_sub" CASCADE;
  DROP TABLE "ff_repeater" CASCADE;
  DROP TABLE "ff_password_logic_rules" CASCADE;
  DROP TABLE "ff_password" CASCADE;
  ALTER TABLE "ff_textarea" DROP COLUMN "use_rich_text_editor";
  DROP TYPE "public"."enum_ff_repeater_logic_rules_operator";
  DROP TYPE "public"."ff_rep_sub_type";
  DROP TYPE "public"."ff_rep_sub_num";
  DROP TYPE "public"."enum_ff_repeater_width";
  DROP TYPE "public"."enum_ff_repeater_visibility";
  DROP TYPE "public"."enum_ff_repeater_logic_action_type";
  DROP TYPE "public"."enum_ff_repeater_logic_logic_type";
  DROP TYPE "public"."enum_ff_password_logic_rules_operator";
  DROP TYPE "public"."enum_ff_password_width";
  DROP TYPE "public"."enum_ff_password_visibility";
  DROP TYPE "public"."enum_ff_password_logic_action_type";
  DROP TYPE "public"."enum_ff_password_logic_logic_type";
  DROP TYPE "public"."enum_ff_password_min_password_strength";`)
}
