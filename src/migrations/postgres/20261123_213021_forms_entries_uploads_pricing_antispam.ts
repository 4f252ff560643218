import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ff_number_calculation_rounding" AS ENUM('norounding', '0', '1', '2', '3', '4');
  CREATE TYPE "public"."enum_ff_captcha_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_captcha_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_captcha_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_captcha_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_captcha_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_captcha_captcha_size" AS ENUM('visible', 'invisible');
  CREATE TYPE "public"."enum_ff_fileupload_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_fileupload_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_fileupload_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_fileupload_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_fileupload_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_product_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_product_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_product_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_product_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_product_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_product_input_type" AS ENUM('singleproduct', 'select', 'radio', 'price', 'hiddenproduct', 'calculation');
  CREATE TYPE "public"."enum_ff_option_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_option_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_option_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_option_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_option_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_option_input_type" AS ENUM('select', 'radio', 'checkbox');
  CREATE TYPE "public"."enum_ff_quantity_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_quantity_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_quantity_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_quantity_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_quantity_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_shipping_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_shipping_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_shipping_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_shipping_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_shipping_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_shipping_input_type" AS ENUM('singleshipping', 'select', 'radio');
  CREATE TYPE "public"."enum_ff_total_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_total_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_total_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_total_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_total_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_list_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_list_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_list_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_list_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_list_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_social_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_social_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_social_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_social_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_social_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_social_platform" AS ENUM('calendly', 'youtube', 'wordpress', 'xitter', 'facebook', 'bluesky', 'tiktok', 'whatsapp', 'threads', 'linkedin', 'savvycal', 'github', 'instagram');
  CREATE TYPE "public"."enum_forms_settings_currency" AS ENUM('EUR', 'USD', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK', 'HUF', 'JPY');
  CREATE TYPE "public"."enum_forms_settings_personal_data_retention_policy" AS ENUM('retain', 'trash', 'delete');
  CREATE TYPE "public"."enum_form_entries_spam_check_decision" AS ENUM('allow', 'flag');
  CREATE TYPE "public"."enum_form_notifications_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_form_uploads_status" AS ENUM('uploading', 'complete', 'attached');
  CREATE TYPE "public"."enum_antispam_settings_cookie_mode" AS ENUM('native', 'alternative', 'none');
  CREATE TYPE "public"."enum_antispam_settings_captcha_provider" AS ENUM('altcha', 'turnstile', 'hcaptcha', 'recaptcha-v2', 'recaptcha-v3');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendFormNotification' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeExpiredFormRecords' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendFormNotification' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeExpiredFormRecords' BEFORE 'schedulePublish';
  CREATE TABLE "ff_captcha_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_captcha_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_captcha" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_captcha_width" DEFAULT '12',
  	"visibility" "enum_ff_captcha_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_captcha_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_captcha_logic_logic_type" DEFAULT 'all',
  	"captcha_size" "enum_ff_captcha_captcha_size" DEFAULT 'visible',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_fileupload_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_fileupload_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_fileupload" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_fileupload_width" DEFAULT '12',
  	"visibility" "enum_ff_fileupload_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_fileupload_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_fileupload_logic_logic_type" DEFAULT 'all',
  	"allowed_extensions" varchar,
  	"max_file_size" numeric,
  	"multiple_files" boolean,
  	"max_files" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_product_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_product_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_product_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"value" varchar,
  	"price" numeric,
  	"is_selected" boolean
  );
  
  CREATE TABLE "ff_product" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_product_width" DEFAULT '12',
  	"visibility" "enum_ff_product_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_product_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_product_logic_logic_type" DEFAULT 'all',
  	"input_type" "enum_ff_product_input_type" DEFAULT 'singleproduct',
  	"base_price" numeric,
  	"disable_quantity" boolean,
  	"calculation_formula" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_option_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_option_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_option_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"value" varchar,
  	"price" numeric,
  	"is_selected" boolean
  );
  
  CREATE TABLE "ff_option" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_option_width" DEFAULT '12',
  	"visibility" "enum_ff_option_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_option_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_option_logic_logic_type" DEFAULT 'all',
  	"product_field" numeric NOT NULL,
  	"input_type" "enum_ff_option_input_type" DEFAULT 'select',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_quantity_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_quantity_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_quantity" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_quantity_width" DEFAULT '12',
  	"visibility" "enum_ff_quantity_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_quantity_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_quantity_logic_logic_type" DEFAULT 'all',
  	"product_field" numeric NOT NULL,
  	"range_min" numeric,
  	"range_max" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_shipping_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_shipping_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_shipping_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"value" varchar,
  	"price" numeric,
  	"is_selected" boolean
  );
  
  CREATE TABLE "ff_shipping" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_shipping_width" DEFAULT '12',
  	"visibility" "enum_ff_shipping_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_shipping_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_shipping_logic_logic_type" DEFAULT 'all',
  	"input_type" "enum_ff_shipping_input_type" DEFAULT 'singleshipping',
  	"base_price" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_total_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_total_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_total" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_total_width" DEFAULT '12',
  	"visibility" "enum_ff_total_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_total_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_total_logic_logic_type" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_list_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_list_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_list_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "ff_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_list_width" DEFAULT '12',
  	"visibility" "enum_ff_list_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_list_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_list_logic_logic_type" DEFAULT 'all',
  	"max_rows" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_social_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_social_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_social_width" DEFAULT '12',
  	"visibility" "enum_ff_social_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_social_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_social_logic_logic_type" DEFAULT 'all',
  	"platform" "enum_ff_social_platform",
  	"block_name" varchar
  );
  
  CREATE TABLE "form_entries_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "form_entries_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "form_notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_id" integer,
  	"form_id" integer,
  	"notification_id" varchar,
  	"notification_name" varchar,
  	"status" "enum_form_notifications_status" DEFAULT 'queued',
  	"attempts" numeric DEFAULT 0,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"claimed_at" timestamp(3) with time zone,
  	"resend" boolean,
  	"to" varchar NOT NULL,
  	"bcc" varchar,
  	"reply_to" varchar,
  	"from_name" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_uploads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"upload_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"content_type" varchar,
  	"form_id" integer NOT NULL,
  	"field_id" numeric NOT NULL,
  	"unique_id" varchar,
  	"status" "enum_form_uploads_status" DEFAULT 'uploading' NOT NULL,
  	"entry_id" integer,
  	"keep_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_drafts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"page" numeric DEFAULT 1 NOT NULL,
  	"values" jsonb NOT NULL,
  	"unique_id" varchar,
  	"email" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "antispam_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"allowed" numeric DEFAULT 0,
  	"flagged" numeric DEFAULT 0,
  	"blocked" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "antispam_used_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "antispam_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"flag_score" numeric DEFAULT 50,
  	"block_score" numeric DEFAULT 0,
  	"cookie_mode" "enum_antispam_settings_cookie_mode" DEFAULT 'native',
  	"freshness_seconds" numeric DEFAULT 86400,
  	"ip_per_hour" numeric DEFAULT 60,
  	"form_per_minute" numeric DEFAULT 60,
  	"messages_title" varchar DEFAULT 'Your message was not sent',
  	"messages_blocked" varchar DEFAULT 'Your submission looks automated and was blocked. If you are a person, please call or e-mail us instead.',
  	"messages_denied" varchar DEFAULT 'Your submission was blocked by the site’s spam protection. If you are a person, please call or e-mail us instead.',
  	"messages_rate_limited" varchar DEFAULT 'Too many submissions were sent in a short time. Please wait a few minutes and try again.',
  	"max_links" numeric DEFAULT 2,
  	"blocked_words" varchar,
  	"flag_shouting" boolean DEFAULT true,
  	"allow_ips" varchar,
  	"allow_emails" varchar,
  	"allow_domains" varchar,
  	"deny_ips" varchar,
  	"deny_emails" varchar,
  	"deny_domains" varchar,
  	"check_email_exists" boolean DEFAULT true,
  	"captcha_provider" "enum_antispam_settings_captcha_provider" DEFAULT 'altcha',
  	"captcha_site_key" varchar,
  	"captcha_secret_key" varchar,
  	"recaptcha_min_score" numeric DEFAULT 0.5,
  	"altcha_cost" numeric DEFAULT 1000,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "ff_number" ADD COLUMN "enable_calculation" boolean;
  ALTER TABLE "ff_number" ADD COLUMN "calculation_formula" varchar;
  ALTER TABLE "ff_number" ADD COLUMN "calculation_rounding" "enum_ff_number_calculation_rounding" DEFAULT 'norounding';
  ALTER TABLE "ff_email" ADD COLUMN "enable_server_check" boolean;
  ALTER TABLE "ff_date" ADD COLUMN "min_date" varchar;
  ALTER TABLE "ff_date" ADD COLUMN "max_date" varchar;
  ALTER TABLE "forms" ADD COLUMN "settings_currency" "enum_forms_settings_currency" DEFAULT 'EUR';
  ALTER TABLE "forms" ADD COLUMN "settings_save_enabled" boolean;
  ALTER TABLE "forms" ADD COLUMN "settings_save_button_text" varchar DEFAULT 'Save and Continue Later';
  ALTER TABLE "forms" ADD COLUMN "settings_personal_data_prevent_i_p" boolean DEFAULT false;
  ALTER TABLE "forms" ADD COLUMN "settings_personal_data_retention_policy" "enum_forms_settings_personal_data_retention_policy" DEFAULT 'retain';
  ALTER TABLE "forms" ADD COLUMN "settings_personal_data_retention_days" numeric;
  ALTER TABLE "form_entries" ADD COLUMN "search_text" varchar;
  ALTER TABLE "form_entries" ADD COLUMN "spam_check_decision" "enum_form_entries_spam_check_decision";
  ALTER TABLE "form_entries" ADD COLUMN "spam_check_score" numeric;
  ALTER TABLE "form_entries" ADD COLUMN "spam_check_reasons" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_notifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_uploads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_drafts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "antispam_stats_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "antispam_used_tokens_id" integer;
  ALTER TABLE "ff_captcha_logic_rules" ADD CONSTRAINT "ff_captcha_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_captcha"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_captcha" ADD CONSTRAINT "ff_captcha_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_fileupload_logic_rules" ADD CONSTRAINT "ff_fileupload_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_fileupload"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_fileupload" ADD CONSTRAINT "ff_fileupload_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_product_logic_rules" ADD CONSTRAINT "ff_product_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_product_choices" ADD CONSTRAINT "ff_product_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_product" ADD CONSTRAINT "ff_product_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_option_logic_rules" ADD CONSTRAINT "ff_option_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_option"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_option_choices" ADD CONSTRAINT "ff_option_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_option"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_option" ADD CONSTRAINT "ff_option_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_quantity_logic_rules" ADD CONSTRAINT "ff_quantity_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_quantity"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_quantity" ADD CONSTRAINT "ff_quantity_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_shipping_logic_rules" ADD CONSTRAINT "ff_shipping_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_shipping"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_shipping_choices" ADD CONSTRAINT "ff_shipping_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_shipping"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_shipping" ADD CONSTRAINT "ff_shipping_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_total_logic_rules" ADD CONSTRAINT "ff_total_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_total"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_total" ADD CONSTRAINT "ff_total_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_list_logic_rules" ADD CONSTRAINT "ff_list_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_list_columns" ADD CONSTRAINT "ff_list_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_list" ADD CONSTRAINT "ff_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_social_logic_rules" ADD CONSTRAINT "ff_social_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_social"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_social" ADD CONSTRAINT "ff_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_entries_notes" ADD CONSTRAINT "form_entries_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_entries_notes" ADD CONSTRAINT "form_entries_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_entries_answers" ADD CONSTRAINT "form_entries_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_notifications" ADD CONSTRAINT "form_notifications_entry_id_form_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."form_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_notifications" ADD CONSTRAINT "form_notifications_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_entry_id_form_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."form_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ff_captcha_logic_rules_order_idx" ON "ff_captcha_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_captcha_logic_rules_parent_id_idx" ON "ff_captcha_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_captcha_order_idx" ON "ff_captcha" USING btree ("_order");
  CREATE INDEX "ff_captcha_parent_id_idx" ON "ff_captcha" USING btree ("_parent_id");
  CREATE INDEX "ff_captcha_path_idx" ON "ff_captcha" USING btree ("_path");
  CREATE INDEX "ff_fileupload_logic_rules_order_idx" ON "ff_fileupload_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_fileupload_logic_rules_parent_id_idx" ON "ff_fileupload_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_fileupload_order_idx" ON "ff_fileupload" USING btree ("_order");
  CREATE INDEX "ff_fileupload_parent_id_idx" ON "ff_fileupload" USING btree ("_parent_id");
  CREATE INDEX "ff_fileupload_path_idx" ON "ff_fileupload" USING btree ("_path");
  CREATE INDEX "ff_product_logic_rules_order_idx" ON "ff_product_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_product_logic_rules_parent_id_idx" ON "ff_product_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_product_choices_order_idx" ON "ff_product_choices" USING btree ("_order");
  CREATE INDEX "ff_product_choices_parent_id_idx" ON "ff_product_choices" USING btree ("_parent_id");
  CREATE INDEX "ff_product_order_idx" ON "ff_product" USING btree ("_order");
  CREATE INDEX "ff_product_parent_id_idx" ON "ff_product" USING btree ("_parent_id");
  CREATE INDEX "ff_product_path_idx" ON "ff_product" USING btree ("_path");
  CREATE INDEX "ff_option_logic_rules_order_idx" ON "ff_option_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_option_logic_rules_parent_id_idx" ON "ff_option_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_option_choices_order_idx" ON "ff_option_choices" USING btree ("_order");
  CREATE INDEX "ff_option_choices_parent_id_idx" ON "ff_option_choices" USING btree ("_parent_id");
  CREATE INDEX "ff_option_order_idx" ON "ff_option" USING btree ("_order");
  CREATE INDEX "ff_option_parent_id_idx" ON "ff_option" USING btree ("_parent_id");
  CREATE INDEX "ff_option_path_idx" ON "ff_option" USING btree ("_path");
  CREATE INDEX "ff_quantity_logic_rules_order_idx" ON "ff_quantity_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_quantity_logic_rules_parent_id_idx" ON "ff_quantity_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_quantity_order_idx" ON "ff_quantity" USING btree ("_order");
  CREATE INDEX "ff_quantity_parent_id_idx" ON "ff_quantity" USING btree ("_parent_id");
  CREATE INDEX "ff_quantity_path_idx" ON "ff_quantity" USING btree ("_path");
  CREATE INDEX "ff_shipping_logic_rules_order_idx" ON "ff_shipping_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_shipping_logic_rules_parent_id_idx" ON "ff_shipping_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_shipping_choices_order_idx" ON "ff_shipping_choices" USING btree ("_order");
  CREATE INDEX "ff_shipping_choices_parent_id_idx" ON "ff_shipping_choices" USING btree ("_parent_id");
  CREATE INDEX "ff_shipping_order_idx" ON "ff_shipping" USING btree ("_order");
  CREATE INDEX "ff_shipping_parent_id_idx" ON "ff_shipping" USING btree ("_parent_id");
  CREATE INDEX "ff_shipping_path_idx" ON "ff_shipping" USING btree ("_path");
  CREATE INDEX "ff_total_logic_rules_order_idx" ON "ff_total_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_total_logic_rules_parent_id_idx" ON "ff_total_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_total_order_idx" ON "ff_total" USING btree ("_order");
  CREATE INDEX "ff_total_parent_id_idx" ON "ff_total" USING btree ("_parent_id");
  CREATE INDEX "ff_total_path_idx" ON "ff_total" USING btree ("_path");
  CREATE INDEX "ff_list_logic_rules_order_idx" ON "ff_list_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_list_logic_rules_parent_id_idx" ON "ff_list_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_list_columns_order_idx" ON "ff_list_columns" USING btree ("_order");
  CREATE INDEX "ff_list_columns_parent_id_idx" ON "ff_list_columns" USING btree ("_parent_id");
  CREATE INDEX "ff_list_order_idx" ON "ff_list" USING btree ("_order");
  CREATE INDEX "ff_list_parent_id_idx" ON "ff_list" USING btree ("_parent_id");
  CREATE INDEX "ff_list_path_idx" ON "ff_list" USING btree ("_path");
  CREATE INDEX "ff_social_logic_rules_order_idx" ON "ff_social_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_social_logic_rules_parent_id_idx" ON "ff_social_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_social_order_idx" ON "ff_social" USING btree ("_order");
  CREATE INDEX "ff_social_parent_id_idx" ON "ff_social" USING btree ("_parent_id");
  CREATE INDEX "ff_social_path_idx" ON "ff_social" USING btree ("_path");
  CREATE INDEX "form_entries_notes_order_idx" ON "form_entries_notes" USING btree ("_order");
  CREATE INDEX "form_entries_notes_parent_id_idx" ON "form_entries_notes" USING btree ("_parent_id");
  CREATE INDEX "form_entries_notes_author_idx" ON "form_entries_notes" USING btree ("author_id");
  CREATE INDEX "form_entries_answers_order_idx" ON "form_entries_answers" USING btree ("_order");
  CREATE INDEX "form_entries_answers_parent_id_idx" ON "form_entries_answers" USING btree ("_parent_id");
  CREATE INDEX "form_entries_answers_field_idx" ON "form_entries_answers" USING btree ("field");
  CREATE INDEX "form_notifications_entry_idx" ON "form_notifications" USING btree ("entry_id");
  CREATE INDEX "form_notifications_form_idx" ON "form_notifications" USING btree ("form_id");
  CREATE INDEX "form_notifications_status_idx" ON "form_notifications" USING btree ("status");
  CREATE INDEX "form_notifications_to_idx" ON "form_notifications" USING btree ("to");
  CREATE INDEX "form_notifications_updated_at_idx" ON "form_notifications" USING btree ("updated_at");
  CREATE INDEX "form_notifications_created_at_idx" ON "form_notifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_uploads_upload_id_idx" ON "form_uploads" USING btree ("upload_id");
  CREATE INDEX "form_uploads_form_idx" ON "form_uploads" USING btree ("form_id");
  CREATE INDEX "form_uploads_unique_id_idx" ON "form_uploads" USING btree ("unique_id");
  CREATE INDEX "form_uploads_status_idx" ON "form_uploads" USING btree ("status");
  CREATE INDEX "form_uploads_entry_idx" ON "form_uploads" USING btree ("entry_id");
  CREATE INDEX "form_uploads_keep_until_idx" ON "form_uploads" USING btree ("keep_until");
  CREATE INDEX "form_uploads_updated_at_idx" ON "form_uploads" USING btree ("updated_at");
  CREATE INDEX "form_uploads_created_at_idx" ON "form_uploads" USING btree ("created_at");
  CREATE INDEX "form_drafts_form_idx" ON "form_drafts" USING btree ("form_id");
  CREATE UNIQUE INDEX "form_drafts_token_hash_idx" ON "form_drafts" USING btree ("token_hash");
  CREATE INDEX "form_drafts_expires_at_idx" ON "form_drafts" USING btree ("expires_at");
  CREATE INDEX "form_drafts_updated_at_idx" ON "form_drafts" USING btree ("updated_at");
  CREATE INDEX "form_drafts_created_at_idx" ON "form_drafts" USING btree ("created_at");
  CREATE UNIQUE INDEX "antispam_stats_day_idx" ON "antispam_stats" USING btree ("day");
  CREATE INDEX "antispam_stats_updated_at_idx" ON "antispam_stats" USING btree ("updated_at");
  CREATE INDEX "antispam_stats_created_at_idx" ON "antispam_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "antispam_used_tokens_key_idx" ON "antispam_used_tokens" USING btree ("key");
  CREATE INDEX "antispam_used_tokens_expires_at_idx" ON "antispam_used_tokens" USING btree ("expires_at");
  CREATE INDEX "antispam_used_tokens_updated_at_idx" ON "antispam_used_tokens" USING btree ("updated_at");
  CREATE INDEX "antispam_used_tokens_created_at_idx" ON "antispam_used_tokens" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_notifications_fk" FOREIGN KEY ("form_notifications_id") REFERENCES "public"."form_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_uploads_fk" FOREIGN KEY ("form_uploads_id") REFERENCES "public"."form_uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_drafts_fk" FOREIGN KEY ("form_drafts_id") REFERENCES "public"."form_drafts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_antispam_stats_fk" FOREIGN KEY ("antispam_stats_id") REFERENCES "public"."antispam_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_antispam_used_tokens_fk" FOREIGN KEY ("antispam_used_tokens_id") REFERENCES "public"."antispam_used_tokens"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_form_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("form_notifications_id");
  CREATE INDEX "payload_locked_documents_rels_form_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("form_uploads_id");
  CREATE INDEX "payload_locked_documents_rels_form_drafts_id_idx" ON "payload_locked_documents_rels" USING btree ("form_drafts_id");
  CREATE INDEX "payload_locked_documents_rels_antispam_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("antispam_stats_id");
  CREATE INDEX "payload_locked_documents_rels_antispam_used_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("antispam_used_tokens_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ff_captcha_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_captcha" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_fileupload_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_fileupload" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_product_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_product_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_product" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_option_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_option_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_option" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_quantity_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_quantity" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_shipping_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_shipping_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_shipping" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_total_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_total" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_list_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_list_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_social_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_entries_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_entries_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_uploads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_drafts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "antispam_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "antispam_used_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "antispam_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ff_captcha_logic_rules" CASCADE;
  DROP TABLE "ff_captcha" CASCADE;
  DROP TABLE "ff_fileupload_logic_rules" CASCADE;
  DROP TABLE "ff_fileupload" CASCADE;
  DROP TABLE "ff_product_logic_rules" CASCADE;
  DROP TABLE "ff_product_choices" CASCADE;
  DROP TABLE "ff_product" CASCADE;
  DROP TABLE "ff_option_logic_rules" CASCADE;
  DROP TABLE "ff_option_choices" CASCADE;
  DROP TABLE "ff_option" CASCADE;
  DROP TABLE "ff_quantity_logic_rules" CASCADE;
  DROP TABLE "ff_quantity" CASCADE;
  DROP TABLE "ff_shipping_logic_rules" CASCADE;
  DROP TABLE "ff_shipping_choices" CASCADE;
  DROP TABLE "ff_shipping" CASCADE;
  DROP TABLE "ff_total_logic_rules" CASCADE;
  DROP TABLE "ff_total" CASCADE;
  DROP TABLE "ff_list_logic_rules" CASCADE;
  DROP TABLE "ff_list_columns" CASCADE;
  DROP TABLE "ff_list" CASCADE;
  DROP TABLE "ff_social_logic_rules" CASCADE;
  DROP TABLE "ff_social" CASCADE;
  DROP TABLE "form_entries_notes" CASCADE;
  DROP TABLE "form_entries_answers" CASCADE;
  DROP TABLE "form_notifications" CASCADE;
  DROP TABLE "form_uploads" CASCADE;
  DROP TABLE "form_drafts" CASCADE;
  DROP TABLE "antispam_stats" CASCADE;
  DROP TABLE "antispam_used_tokens" CASCADE;
  DROP TABLE "antispam_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_notifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_uploads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_drafts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_antispam_stats_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_antispam_used_tokens_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_form_notifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_uploads_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_drafts_id_idx";
  DROP INDEX "payload_locked_documents_rels_antispam_stats_id_idx";
  DROP INDEX "payload_locked_documents_rels_antispam_used_tokens_id_idx";
  ALTER TABLE "ff_number" DROP COLUMN "enable_calculation";
  ALTER TABLE "ff_number" DROP COLUMN "calculation_formula";
  ALTER TABLE "ff_number" DROP COLUMN "calculation_rounding";
  ALTER TABLE "ff_email" DROP COLUMN "enable_server_check";
  ALTER TABLE "ff_date" DROP COLUMN "min_date";
  ALTER TABLE "ff_date" DROP COLUMN "max_date";
  ALTER TABLE "forms" DROP COLUMN "settings_currency";
  ALTER TABLE "forms" DROP COLUMN "settings_save_enabled";
  ALTER TABLE "forms" DROP COLUMN "settings_save_button_text";
  ALTER TABLE "forms" DROP COLUMN "settings_personal_data_prevent_i_p";
  ALTER TABLE "forms" DROP COLUMN "settings_personal_data_retention_policy";
  ALTER TABLE "forms" DROP COLUMN "settings_personal_data_retention_days";
  ALTER TABLE "form_entries" DROP COLUMN "search_text";
  ALTER TABLE "form_entries" DROP COLUMN "spam_check_decision";
  ALTER TABLE "form_entries" DROP COLUMN "spam_check_score";
  ALTER TABLE "form_entries" DROP COLUMN "spam_check_reasons";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_notifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_uploads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_drafts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "antispam_stats_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "antispam_used_tokens_id";
  DROP TYPE "public"."enum_ff_number_calculation_rounding";
  DROP TYPE "public"."enum_ff_captcha_logic_rules_operator";
  DROP TYPE "public"."enum_ff_captcha_width";
  DROP TYPE "public"."enum_ff_captcha_visibility";
  DROP TYPE "public"."enum_ff_captcha_logic_action_type";
  DROP TYPE "public"."enum_ff_captcha_logic_logic_type";
  DROP TYPE "public"."enum_ff_captcha_captcha_size";
  DROP TYPE "public"."enum_ff_fileupload_logic_rules_operator";
  DROP TYPE "public"."enum_ff_fileupload_width";
  DROP TYPE "public"."enum_ff_fileupload_visibility";
  DROP TYPE "public"."enum_ff_fileupload_logic_action_type";
  DROP TYPE "public"."enum_ff_fileupload_logic_logic_type";
  DROP TYPE "public"."enum_ff_product_logic_rules_operator";
  DROP TYPE "public"."enum_ff_product_width";
  DROP TYPE "public"."enum_ff_product_visibility";
  DROP TYPE "public"."enum_ff_product_logic_action_type";
  DROP TYPE "public"."enum_ff_product_logic_logic_type";
  DROP TYPE "public"."enum_ff_product_input_type";
  DROP TYPE "public"."enum_ff_option_logic_rules_operator";
  DROP TYPE "public"."enum_ff_option_width";
  DROP TYPE "public"."enum_ff_option_visibility";
  DROP TYPE "public"."enum_ff_option_logic_action_type";
  DROP TYPE "public"."enum_ff_option_logic_logic_type";
  DROP TYPE "public"."enum_ff_option_input_type";
  DROP TYPE "public"."enum_ff_quantity_logic_rules_operator";
  DROP TYPE "public"."enum_ff_quantity_width";
  DROP TYPE "public"."enum_ff_quantity_visibility";
  DROP TYPE "public"."enum_ff_quantity_logic_action_type";
  DROP TYPE "public"."enum_ff_quantity_logic_logic_type";
  DROP TYPE "public"."enum_ff_shipping_logic_rules_operator";
  DROP TYPE "public"."enum_ff_shipping_width";
  DROP TYPE "public"."enum_ff_shipping_visibility";
  DROP TYPE "public"."enum_ff_shipping_logic_action_type";
  DROP TYPE "public"."enum_ff_shipping_logic_logic_type";
  DROP TYPE "public"."enum_ff_shipping_input_type";
  DROP TYPE "public"."enum_ff_total_logic_rules_operator";
  DROP TYPE "public"."enum_ff_total_width";
  DROP TYPE "public"."enum_ff_total_visibility";
  DROP TYPE "public"."enum_ff_total_logic_action_type";
  DROP TYPE "public"."enum_ff_total_logic_logic_type";
  DROP TYPE "public"."enum_ff_list_logic_rules_operator";
  DROP TYPE "public"."enum_ff_list_width";
  DROP TYPE "public"."enum_ff_list_visibility";
  DROP TYPE "public"."enum_ff_list_logic_action_type";
  DROP TYPE "public"."enum_ff_list_logic_logic_type";
  DROP TYPE "public"."enum_ff_social_logic_rules_operator";
  DROP TYPE "public"."enum_ff_social_width";
  DROP TYPE "public"."enum_ff_social_visibility";
  DROP TYPE "public"."enum_ff_social_logic_action_type";
  DROP TYPE "public"."enum_ff_social_logic_logic_type";
  DROP TYPE "public"."enum_ff_social_platform";
  DROP TYPE "public"."enum_forms_settings_currency";
  DROP TYPE "public"."enum_forms_settings_personal_data_retention_policy";
  DROP TYPE "public"."enum_form_entries_spam_check_decision";
  DROP TYPE "public"."enum_form_notifications_status";
  DROP TYPE "public"."enum_form_uploads_status";
  DROP TYPE "public"."enum_antispam_settings_cookie_mode";
  DROP TYPE "public"."enum_antispam_settings_captcha_provider";`)
}
