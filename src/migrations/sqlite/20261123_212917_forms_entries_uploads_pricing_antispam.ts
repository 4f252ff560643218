import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`ff_captcha_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_captcha\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_captcha_logic_rules_order_idx\` ON \`ff_captcha_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_captcha_logic_rules_parent_id_idx\` ON \`ff_captcha_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_captcha\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` numeric,
  	\`label\` text NOT NULL,
  	\`description\` text,
  	\`is_required\` integer,
  	\`width\` text DEFAULT '12',
  	\`visibility\` text DEFAULT 'visible',
  	\`admin_label\` text,
  	\`css_class\` text,
  	\`error_message\` text,
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	\`captcha_size\` text DEFAULT 'visible',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_captcha_order_idx\` ON \`ff_captcha\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_captcha_parent_id_idx\` ON \`ff_captcha\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_captcha_path_idx\` ON \`ff_captcha\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_fileupload_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_fileupload\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_fileupload_logic_rules_order_idx\` ON \`ff_fileupload_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_fileupload_logic_rules_parent_id_idx\` ON \`ff_fileupload_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_fileupload\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` numeric,
  	\`label\` text NOT NULL,
  	\`description\` text,
  	\`is_required\` integer,
  	\`width\` text DEFAULT '12',
  	\`visibility\` text DEFAULT 'visible',
  	\`admin_label\` text,
  	\`css_class\` text,
  	\`error_message\` text,
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	\`allowed_extensions\` text,
  	\`max_file_size\` numeric,
  	\`multiple_files\` integer,
  	\`max_files\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_fileupload_order_idx\` ON \`ff_fileupload\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_fileupload_parent_id_idx\` ON \`ff_fileupload\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_fileupload_path_idx\` ON \`ff_fileupload\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_product_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_product_logic_rules_order_idx\` ON \`ff_product_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_product_logic_rules_parent_id_idx\` ON \`ff_product_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_product_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`value\` text,
  	\`price\` numeric,
  	\`is_selected\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_product\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_product_choices_order_idx\` ON \`ff_product_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_product_choices_parent_id_idx\` ON \`ff_product_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_product\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` numeric,
  	\`label\` text NOT NULL,
  	\`description\` text,
  	\`is_required\` integer,
  	\`width\` text DEFAULT '12',
  	\`visibility\` text DEFAULT 'visible',
  	\`placeholder\` text,
  	\`admin_label\` text,
  	\`css_class\` text,
  	\`error_message\` text,
  	\`allows_prepopulate\` integer,
  	\`input_name\` text,
  	\`no_duplicates\` integer,
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	\`input_type\` text DEFAULT 'singleproduct',
  	\`base_price\` numeric,
  	\`disable_quantity\` integer,
  	\`calculation_formula\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_product_order_idx\` ON \`ff_product\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_product_parent_id_idx\` ON \`ff_product\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_product_path_idx\` ON \`ff_product\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_option_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_option\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_option_logic_rules_order_idx\` ON \`ff_option_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_option_logic_rules_parent_id_idx\` ON \`ff_option_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_option_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`value\` text,
  	\`price\` numeric,
  	\`is_selected\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_option\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_option_choices_order_idx\` ON \`ff_option_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_option_choices_parent_id_idx\` ON \`ff_option_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_option\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` numeric,
  	\`label\` text NOT NULL,
  	\`description\` text,
  	\`is_required\` integer,
  	\`width\` text DEFAULT '12',
  	\`visibility\` text DEFAULT 'visible',
  	\`placeholder\` text,
  	\`admin_label\` text,
  	\`css_class\` text,
  	\`error_message\` text,
  	\`allows_prepopulate\` integer,
  	\`input_name\` text,
  	\`no_duplicates\` integer,
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	\`product_field\` numeric NOT NULL,
  	\`input_type\` text DEFAULT 'select',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_option_order_idx\` ON \`ff_option\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_option_parent_id_idx\` ON \`ff_option\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_option_path_idx\` ON \`ff_option\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_quantity_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_quantity\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_quantity_logic_rules_order_idx\` ON \`ff_quantity_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_quantity_logic_rules_parent_id_idx\` ON \`ff_quantity_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_quantity\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` numeric,
  	\`label\` text NOT NULL,
  	\`description\` text,
  	\`is_required\` integer,
  	\`width\` text DEFAULT '12',
  	\`visibility\` text DEFAULT 'visible',
  	\`placeholder\` text,
  	\`default_value\` text,
  	\`admin_label\` text,
  	\`css_class\` text,
  	\`error_message\` text,
  	\`allows_prepopulate\` integer,
  	\`input_name\` text,
  	\`no_duplicates\` integer,
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	\`product_field\` numeric NOT NULL,
  	\`range_min\` numeric,
  	\`range_max\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_quantity_order_idx\` ON \`ff_quantity\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_quantity_parent_id_idx\` ON \`ff_quantity\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_quantity_path_idx\` ON \`ff_quantity\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_shipping_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_shipping\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_shipping_logic_rules_order_idx\` ON \`ff_shipping_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_shipping_logic_rules_parent_id_idx\` ON \`ff_shipping_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_shipping_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`value\` text,
  	\`price\` numeric,
  	\`is_selected\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_shipping\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_shipping_choices_order_idx\` ON \`ff_shipping_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_shipping_choices_parent_id_idx\` ON \`ff_shipping_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_shipping\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` numeric,
  	\`label\` text NOT NULL,
  	\`description\` text,
  	\`is_required\` integer,
  	\`width\` text DEFAULT '12',
  	\`visibility\` text DEFAULT 'visible',
  	\`placeholder\` text,
  	\`admin_label\` text,
  	\`css_class\` text,
  	\`error_message\` text,
  	\`allows_prepopulate\` integer,
  	\`input_name\` text,
  	\`no_duplicates\` integer,
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	\`input_type\` text DEFAULT 'singleshipping',
  	\`base_price\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_shipping_order_idx\` ON \`ff_shipping\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_shipping_parent_id_idx\` ON \`ff_shipping\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_shipping_path_idx\` ON \`ff_shipping\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_total_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_total\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_total_logic_rules_order_idx\` ON \`ff_total_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_total_logic_rules_parent_id_idx\` ON \`ff_total_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_total\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` numeric,
  	\`label\` text NOT NULL,
  	\`description\` text,
  	\`is_required\` integer,
  	\`width\` text DEFAULT '12',
  	\`visibility\` text DEFAULT 'visible',
  	\`admin_label\` text,
  	\`css_class\` text,
  	\`error_message\` text,
  	\`allows_prepopulate\` integer,
  	\`input_name\` text,
  	\`no_duplicates\` integer,
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_total_order_idx\` ON \`ff_total\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_total_parent_id_idx\` ON \`ff_total\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_total_path_idx\` ON \`ff_total\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_list_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_list_logic_rules_order_idx\` ON \`ff_list_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_list_logic_rules_parent_id_idx\` ON \`ff_list_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_list_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_list_columns_order_idx\` ON \`ff_list_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_list_columns_parent_id_idx\` ON \`ff_list_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` numeric,
  	\`label\` text NOT NULL,
  	\`description\` text,
  	\`is_required\` integer,
  	\`width\` text DEFAULT '12',
  	\`visibility\` text DEFAULT 'visible',
  	\`admin_label\` text,
  	\`css_class\` text,
  	\`error_message\` text,
  	\`allows_prepopulate\` integer,
  	\`input_name\` text,
  	\`no_duplicates\` integer,
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	\`max_rows\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_list_order_idx\` ON \`ff_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_list_parent_id_idx\` ON \`ff_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_list_path_idx\` ON \`ff_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_social_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_social\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_social_logic_rules_order_idx\` ON \`ff_social_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_social_logic_rules_parent_id_idx\` ON \`ff_social_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` numeric,
  	\`label\` text NOT NULL,
  	\`description\` text,
  	\`is_required\` integer,
  	\`width\` text DEFAULT '12',
  	\`visibility\` text DEFAULT 'visible',
  	\`placeholder\` text,
  	\`default_value\` text,
  	\`admin_label\` text,
  	\`css_class\` text,
  	\`error_message\` text,
  	\`allows_prepopulate\` integer,
  	\`input_name\` text,
  	\`no_duplicates\` integer,
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	\`platform\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_social_order_idx\` ON \`ff_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_social_parent_id_idx\` ON \`ff_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_social_path_idx\` ON \`ff_social\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`form_entries_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_entries_notes_order_idx\` ON \`form_entries_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_notes_parent_id_idx\` ON \`form_entries_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_notes_author_idx\` ON \`form_entries_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`form_entries_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_entries_answers_order_idx\` ON \`form_entries_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_answers_parent_id_idx\` ON \`form_entries_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_answers_field_idx\` ON \`form_entries_answers\` (\`field\`);`)
  await db.run(sql`CREATE TABLE \`form_notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`entry_id\` integer,
  	\`form_id\` integer,
  	\`notification_id\` text,
  	\`notification_name\` text,
  	\`status\` text DEFAULT 'queued',
  	\`attempts\` numeric DEFAULT 0,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`claimed_at\` text,
  	\`resend\` integer,
  	\`to\` text NOT NULL,
  	\`bcc\` text,
  	\`reply_to\` text,
  	\`from_name\` text,
  	\`subject\` text NOT NULL,
  	\`text\` text,
  	\`html\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`form_entries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_notifications_entry_idx\` ON \`form_notifications\` (\`entry_id\`);`)
  await db.run(sql`CREATE INDEX \`form_notifications_form_idx\` ON \`form_notifications\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_notifications_status_idx\` ON \`form_notifications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`form_notifications_to_idx\` ON \`form_notifications\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`form_notifications_updated_at_idx\` ON \`form_notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_notifications_created_at_idx\` ON \`form_notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_uploads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`upload_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`content_type\` text,
  	\`form_id\` integer NOT NULL,
  	\`field_id\` numeric NOT NULL,
  	\`unique_id\` text,
  	\`status\` text DEFAULT 'uploading' NOT NULL,
  	\`entry_id\` integer,
  	\`keep_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`form_entries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_uploads_upload_id_idx\` ON \`form_uploads\` (\`upload_id\`);`)
  await db.run(sql`CREATE INDEX \`form_uploads_form_idx\` ON \`form_uploads\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_uploads_unique_id_idx\` ON \`form_uploads\` (\`unique_id\`);`)
  await db.run(sql`CREATE INDEX \`form_uploads_status_idx\` ON \`form_uploads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`form_uploads_entry_idx\` ON \`form_uploads\` (\`entry_id\`);`)
  await db.run(sql`CREATE INDEX \`form_uploads_keep_until_idx\` ON \`form_uploads\` (\`keep_until\`);`)
  await db.run(sql`CREATE INDEX \`form_uploads_updated_at_idx\` ON \`form_uploads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_uploads_created_at_idx\` ON \`form_uploads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_drafts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`page\` numeric DEFAULT 1 NOT NULL,
  	\`values\` text NOT NULL,
  	\`unique_id\` text,
  	\`email\` text,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_drafts_form_idx\` ON \`form_drafts\` (\`form_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_drafts_token_hash_idx\` ON \`form_drafts\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`form_drafts_expires_at_idx\` ON \`form_drafts\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`form_drafts_updated_at_idx\` ON \`form_drafts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_drafts_created_at_idx\` ON \`form_drafts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`antispam_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`allowed\` numeric DEFAULT 0,
  	\`flagged\` numeric DEFAULT 0,
  	\`blocked\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`antispam_stats_day_idx\` ON \`antispam_stats\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`antispam_stats_updated_at_idx\` ON \`antispam_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`antispam_stats_created_at_idx\` ON \`antispam_stats\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`antispam_used_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`antispam_used_tokens_key_idx\` ON \`antispam_used_tokens\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`antispam_used_tokens_expires_at_idx\` ON \`antispam_used_tokens\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`antispam_used_tokens_updated_at_idx\` ON \`antispam_used_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`antispam_used_tokens_created_at_idx\` ON \`antispam_used_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`antispam_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`flag_score\` numeric DEFAULT 50,
  	\`block_score\` numeric DEFAULT 0,
  	\`cookie_mode\` text DEFAULT 'native',
  	\`freshness_seconds\` numeric DEFAULT 86400,
  	\`ip_per_hour\` numeric DEFAULT 60,
  	\`form_per_minute\` numeric DEFAULT 60,
  	\`messages_title\` text DEFAULT 'Your message was not sent',
  	\`messages_blocked\` text DEFAULT 'Your submission looks automated and was blocked. If you are a person, please call or e-mail us instead.',
  	\`messages_denied\` text DEFAULT 'Your submission was blocked by the site’s spam protection. If you are a person, please call or e-mail us instead.',
  	\`messages_rate_limited\` text DEFAULT 'Too many submissions were sent in a short time. Please wait a few minutes and try again.',
  	\`max_links\` numeric DEFAULT 2,
  	\`blocked_words\` text,
  	\`flag_shouting\` integer DEFAULT true,
  	\`allow_ips\` text,
  	\`allow_emails\` text,
  	\`allow_domains\` text,
  	\`deny_ips\` text,
  	\`deny_emails\` text,
  	\`deny_domains\` text,
  	\`check_email_exists\` integer DEFAULT true,
  	\`captcha_provider\` text DEFAULT 'altcha',
  	\`captcha_site_key\` text,
  	\`captcha_secret_key\` text,
  	\`recaptcha_min_score\` numeric DEFAULT 0.5,
  	\`altcha_cost\` numeric DEFAULT 1000,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`ff_number\` ADD \`enable_calculation\` integer;`)
  await db.run(sql`ALTER TABLE \`ff_number\` ADD \`calculation_formula\` text;`)
  await db.run(sql`ALTER TABLE \`ff_number\` ADD \`calculation_rounding\` text DEFAULT 'norounding';`)
  await db.run(sql`ALTER TABLE \`ff_email\` ADD \`enable_server_check\` integer;`)
  await db.run(sql`ALTER TABLE \`ff_date\` ADD \`min_date\` text;`)
  await db.run(sql`ALTER TABLE \`ff_date\` ADD \`max_date\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`settings_currency\` text DEFAULT 'EUR';`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`settings_save_enabled\` integer;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`settings_save_button_text\` text DEFAULT 'Save and Continue Later';`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`settings_personal_data_prevent_i_p\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`settings_personal_data_retention_policy\` text DEFAULT 'retain';`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`settings_personal_data_retention_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`form_entries\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`form_entries\` ADD \`spam_check_decision\` text;`)
  await db.run(sql`ALTER TABLE \`form_entries\` ADD \`spam_check_score\` numeric;`)
  await db.run(sql`ALTER TABLE \`form_entries\` ADD \`spam_check_reasons\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_notifications_id\` integer REFERENCES form_notifications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_uploads_id\` integer REFERENCES form_uploads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_drafts_id\` integer REFERENCES form_drafts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`antispam_stats_id\` integer REFERENCES antispam_stats(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`antispam_used_tokens_id\` integer REFERENCES antispam_used_tokens(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`form_notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`form_uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_antispam_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`antispam_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_antispam_used_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`antispam_used_tokens_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`ff_captcha_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_captcha\`;`)
  await db.run(sql`DROP TABLE \`ff_fileupload_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_fileupload\`;`)
  await db.run(sql`DROP TABLE \`ff_product_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_product_choices\`;`)
  await db.run(sql`DROP TABLE \`ff_product\`;`)
  await db.run(sql`DROP TABLE \`ff_option_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_option_choices\`;`)
  await db.run(sql`DROP TABLE \`ff_option\`;`)
  await db.run(sql`DROP TABLE \`ff_quantity_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_quantity\`;`)
  await db.run(sql`DROP TABLE \`ff_shipping_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_shipping_choices\`;`)
  await db.run(sql`DROP TABLE \`ff_shipping\`;`)
  await db.run(sql`DROP TABLE \`ff_total_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_total\`;`)
  await db.run(sql`DROP TABLE \`ff_list_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_list_columns\`;`)
  await db.run(sql`DROP TABLE \`ff_list\`;`)
  await db.run(sql`DROP TABLE \`ff_social_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_social\`;`)
  await db.run(sql`DROP TABLE \`form_entries_notes\`;`)
  await db.run(sql`DROP TABLE \`form_entries_answers\`;`)
  await db.run(sql`DROP TABLE \`form_notifications\`;`)
  await db.run(sql`DROP TABLE \`form_uploads\`;`)
  await db.run(sql`DROP TABLE \`form_drafts\`;`)
  await db.run(sql`DROP TABLE \`antispam_stats\`;`)
  await db.run(sql`DROP TABLE \`antispam_used_tokens\`;`)
  await db.run(sql`DROP TABLE \`antispam_settings\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`product_categories_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`forms_id\` integer,
  	\`form_entries_id\` integer,
  	\`affiliate_links_id\` integer,
  	\`analytics_events_id\` integer,
  	\`consent_records_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_entries_id\`) REFERENCES \`form_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`affiliate_links_id\`) REFERENCES \`affiliate_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_events_id\`) REFERENCES \`analytics_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "product_categories_id", "media_id", "documents_id", "forms_id", "form_entries_id", "affiliate_links_id", "analytics_events_id", "consent_records_id", "users_id", "outbox_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "product_categories_id", "media_id", "documents_id", "forms_id", "form_entries_id", "affiliate_links_id", "analytics_events_id", "consent_records_id", "users_id", "outbox_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`form_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_affiliate_links_id_idx\` ON \`payload_locked_documents_rels\` (\`affiliate_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_events_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`ff_number\` DROP COLUMN \`enable_calculation\`;`)
  await db.run(sql`ALTER TABLE \`ff_number\` DROP COLUMN \`calculation_formula\`;`)
  await db.run(sql`ALTER TABLE \`ff_number\` DROP COLUMN \`calculation_rounding\`;`)
  await db.run(sql`ALTER TABLE \`ff_email\` DROP COLUMN \`enable_server_check\`;`)
  await db.run(sql`ALTER TABLE \`ff_date\` DROP COLUMN \`min_date\`;`)
  await db.run(sql`ALTER TABLE \`ff_date\` DROP COLUMN \`max_date\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`settings_currency\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`settings_save_enabled\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`settings_save_button_text\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`settings_personal_data_prevent_i_p\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`settings_personal_data_retention_policy\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`settings_personal_data_retention_days\`;`)
  await db.run(sql`ALTER TABLE \`form_entries\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`form_entries\` DROP COLUMN \`spam_check_decision\`;`)
  await db.run(sql`ALTER TABLE \`form_entries\` DROP COLUMN \`spam_check_score\`;`)
  await db.run(sql`ALTER TABLE \`form_entries\` DROP COLUMN \`spam_check_reasons\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
