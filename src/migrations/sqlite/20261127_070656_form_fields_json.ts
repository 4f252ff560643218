import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { fieldListsFromTables, tableRowsFromFieldList, type TableAccess } from '../form-fields-json'

type Db = MigrateUpArgs['db']

const tables = (db: Db): TableAccess => ({
  rows: (table) => db.all(sql`SELECT * FROM ${sql.identifier(table)} ORDER BY "_parent_id", "_order";`),
})

/**
 * Form fields move from one table per field type (`ff_*`) into `forms.field_list` (JSON), so a
 * new field type needs no migration; ids, order and settings are kept (form-fields-json.ts).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms\` ADD \`field_list\` text;`)
  for (const [id, list] of await fieldListsFromTables(tables(db))) {
    await db.run(sql`UPDATE \`forms\` SET \`field_list\` = ${JSON.stringify(list)} WHERE \`id\` = ${id};`)
  }
  await db.run(sql`UPDATE \`forms\` SET \`field_list\` = '[]' WHERE \`field_list\` IS NULL;`)
  await db.run(sql`DROP TABLE \`ff_text_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_text\`;`)
  await db.run(sql`DROP TABLE \`ff_textarea_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_textarea\`;`)
  await db.run(sql`DROP TABLE \`ff_select_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_select_choices\`;`)
  await db.run(sql`DROP TABLE \`ff_select\`;`)
  await db.run(sql`DROP TABLE \`ff_multiselect_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_multiselect_choices\`;`)
  await db.run(sql`DROP TABLE \`ff_multiselect\`;`)
  await db.run(sql`DROP TABLE \`ff_number_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_number\`;`)
  await db.run(sql`DROP TABLE \`ff_checkbox_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_checkbox_choices\`;`)
  await db.run(sql`DROP TABLE \`ff_checkbox\`;`)
  await db.run(sql`DROP TABLE \`ff_radio_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_radio_choices\`;`)
  await db.run(sql`DROP TABLE \`ff_radio\`;`)
  await db.run(sql`DROP TABLE \`ff_hidden_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_hidden\`;`)
  await db.run(sql`DROP TABLE \`ff_html_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_html\`;`)
  await db.run(sql`DROP TABLE \`ff_section_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_section\`;`)
  await db.run(sql`DROP TABLE \`ff_page_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_page_next_button_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_page\`;`)
  await db.run(sql`DROP TABLE \`ff_name_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_name\`;`)
  await db.run(sql`DROP TABLE \`ff_email_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_email\`;`)
  await db.run(sql`DROP TABLE \`ff_phone_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_phone\`;`)
  await db.run(sql`DROP TABLE \`ff_website_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_website\`;`)
  await db.run(sql`DROP TABLE \`ff_address_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_address\`;`)
  await db.run(sql`DROP TABLE \`ff_date_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_date\`;`)
  await db.run(sql`DROP TABLE \`ff_time_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_time\`;`)
  await db.run(sql`DROP TABLE \`ff_captcha_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_captcha\`;`)
  await db.run(sql`DROP TABLE \`ff_consent_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_consent\`;`)
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
  await db.run(sql`DROP TABLE \`ff_repeater_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_rep_sub_ch\`;`)
  await db.run(sql`DROP TABLE \`ff_rep_sub\`;`)
  await db.run(sql`DROP TABLE \`ff_repeater\`;`)
  await db.run(sql`DROP TABLE \`ff_social_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_social\`;`)
  await db.run(sql`DROP TABLE \`ff_password_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_password\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`ff_text_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_text_logic_rules_order_idx\` ON \`ff_text_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_text_logic_rules_parent_id_idx\` ON \`ff_text_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_text\` (
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
  	\`max_length\` numeric,
  	\`input_mask_value\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_text_order_idx\` ON \`ff_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_text_parent_id_idx\` ON \`ff_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_text_path_idx\` ON \`ff_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_textarea_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_textarea\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_textarea_logic_rules_order_idx\` ON \`ff_textarea_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_textarea_logic_rules_parent_id_idx\` ON \`ff_textarea_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_textarea\` (
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
  	\`max_length\` numeric,
  	\`use_rich_text_editor\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_textarea_order_idx\` ON \`ff_textarea\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_textarea_parent_id_idx\` ON \`ff_textarea\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_textarea_path_idx\` ON \`ff_textarea\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_select_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_select_logic_rules_order_idx\` ON \`ff_select_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_select_logic_rules_parent_id_idx\` ON \`ff_select_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_select_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`value\` text,
  	\`is_selected\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_select_choices_order_idx\` ON \`ff_select_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_select_choices_parent_id_idx\` ON \`ff_select_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_select\` (
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
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_select_order_idx\` ON \`ff_select\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_select_parent_id_idx\` ON \`ff_select\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_select_path_idx\` ON \`ff_select\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_multiselect_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_multiselect\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_multiselect_logic_rules_order_idx\` ON \`ff_multiselect_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_multiselect_logic_rules_parent_id_idx\` ON \`ff_multiselect_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_multiselect_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`value\` text,
  	\`is_selected\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_multiselect\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_multiselect_choices_order_idx\` ON \`ff_multiselect_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_multiselect_choices_parent_id_idx\` ON \`ff_multiselect_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_multiselect\` (
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
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_multiselect_order_idx\` ON \`ff_multiselect\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_multiselect_parent_id_idx\` ON \`ff_multiselect\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_multiselect_path_idx\` ON \`ff_multiselect\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_number_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_number\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_number_logic_rules_order_idx\` ON \`ff_number_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_number_logic_rules_parent_id_idx\` ON \`ff_number_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_number\` (
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
  	\`number_format\` text DEFAULT 'decimal_comma',
  	\`range_min\` numeric,
  	\`range_max\` numeric,
  	\`enable_calculation\` integer,
  	\`calculation_formula\` text,
  	\`calculation_rounding\` text DEFAULT 'norounding',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_number_order_idx\` ON \`ff_number\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_number_parent_id_idx\` ON \`ff_number\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_number_path_idx\` ON \`ff_number\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_checkbox_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_checkbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_checkbox_logic_rules_order_idx\` ON \`ff_checkbox_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_checkbox_logic_rules_parent_id_idx\` ON \`ff_checkbox_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_checkbox_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`value\` text,
  	\`is_selected\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_checkbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_checkbox_choices_order_idx\` ON \`ff_checkbox_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_checkbox_choices_parent_id_idx\` ON \`ff_checkbox_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_checkbox\` (
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
  	\`enable_select_all\` integer,
  	\`select_all_text\` text DEFAULT 'Select All',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_checkbox_order_idx\` ON \`ff_checkbox\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_checkbox_parent_id_idx\` ON \`ff_checkbox\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_checkbox_path_idx\` ON \`ff_checkbox\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_radio_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_radio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_radio_logic_rules_order_idx\` ON \`ff_radio_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_radio_logic_rules_parent_id_idx\` ON \`ff_radio_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_radio_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`value\` text,
  	\`is_selected\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_radio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_radio_choices_order_idx\` ON \`ff_radio_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_radio_choices_parent_id_idx\` ON \`ff_radio_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_radio\` (
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
  	\`enable_other_choice\` integer,
  	\`other_placeholder\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_radio_order_idx\` ON \`ff_radio\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_radio_parent_id_idx\` ON \`ff_radio\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_radio_path_idx\` ON \`ff_radio\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_hidden_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_hidden\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_hidden_logic_rules_order_idx\` ON \`ff_hidden_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_hidden_logic_rules_parent_id_idx\` ON \`ff_hidden_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_hidden\` (
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
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_hidden_order_idx\` ON \`ff_hidden\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_hidden_parent_id_idx\` ON \`ff_hidden\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_hidden_path_idx\` ON \`ff_hidden\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_html_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_html\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_html_logic_rules_order_idx\` ON \`ff_html_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_html_logic_rules_parent_id_idx\` ON \`ff_html_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` numeric,
  	\`label\` text,
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
  	\`content\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_html_order_idx\` ON \`ff_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_html_parent_id_idx\` ON \`ff_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_html_path_idx\` ON \`ff_html\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_section_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_section_logic_rules_order_idx\` ON \`ff_section_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_section_logic_rules_parent_id_idx\` ON \`ff_section_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_section\` (
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
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_section_order_idx\` ON \`ff_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_section_parent_id_idx\` ON \`ff_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_section_path_idx\` ON \`ff_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_page_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_page_logic_rules_order_idx\` ON \`ff_page_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_page_logic_rules_parent_id_idx\` ON \`ff_page_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_page_next_button_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_page_next_button_logic_rules_order_idx\` ON \`ff_page_next_button_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_page_next_button_logic_rules_parent_id_idx\` ON \`ff_page_next_button_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_page\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` numeric,
  	\`label\` text,
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
  	\`next_button_text\` text DEFAULT 'Next',
  	\`previous_button_text\` text DEFAULT 'Previous',
  	\`next_button_logic_enabled\` integer,
  	\`next_button_logic_action_type\` text DEFAULT 'show',
  	\`next_button_logic_logic_type\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_page_order_idx\` ON \`ff_page\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_page_parent_id_idx\` ON \`ff_page\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_page_path_idx\` ON \`ff_page\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_name_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_name\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_name_logic_rules_order_idx\` ON \`ff_name_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_name_logic_rules_parent_id_idx\` ON \`ff_name_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_name\` (
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
  	\`show_prefix\` integer,
  	\`show_middle\` integer,
  	\`show_suffix\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_name_order_idx\` ON \`ff_name\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_name_parent_id_idx\` ON \`ff_name\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_name_path_idx\` ON \`ff_name\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_email_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_email\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_email_logic_rules_order_idx\` ON \`ff_email_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_email_logic_rules_parent_id_idx\` ON \`ff_email_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_email\` (
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
  	\`email_confirm_enabled\` integer,
  	\`enable_server_check\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_email_order_idx\` ON \`ff_email\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_email_parent_id_idx\` ON \`ff_email\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_email_path_idx\` ON \`ff_email\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_phone_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_phone\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_phone_logic_rules_order_idx\` ON \`ff_phone_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_phone_logic_rules_parent_id_idx\` ON \`ff_phone_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_phone\` (
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
  	\`phone_format\` text DEFAULT 'international',
  	\`default_country\` text DEFAULT 'NL',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_phone_order_idx\` ON \`ff_phone\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_phone_parent_id_idx\` ON \`ff_phone\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_phone_path_idx\` ON \`ff_phone\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_website_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_website\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_website_logic_rules_order_idx\` ON \`ff_website_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_website_logic_rules_parent_id_idx\` ON \`ff_website_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_website\` (
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
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_website_order_idx\` ON \`ff_website\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_website_parent_id_idx\` ON \`ff_website\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_website_path_idx\` ON \`ff_website\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_address_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_address\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_address_logic_rules_order_idx\` ON \`ff_address_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_address_logic_rules_parent_id_idx\` ON \`ff_address_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_address\` (
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
  	\`default_country\` text,
  	\`hide_line2\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_address_order_idx\` ON \`ff_address\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_address_parent_id_idx\` ON \`ff_address\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_address_path_idx\` ON \`ff_address\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_date_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_date\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_date_logic_rules_order_idx\` ON \`ff_date_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_date_logic_rules_parent_id_idx\` ON \`ff_date_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_date\` (
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
  	\`date_type\` text DEFAULT 'datepicker',
  	\`date_format\` text DEFAULT 'dmy',
  	\`min_date\` text,
  	\`max_date\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_date_order_idx\` ON \`ff_date\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_date_parent_id_idx\` ON \`ff_date\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_date_path_idx\` ON \`ff_date\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ff_time_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_time\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_time_logic_rules_order_idx\` ON \`ff_time_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_time_logic_rules_parent_id_idx\` ON \`ff_time_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_time\` (
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
  	\`time_format\` text DEFAULT '24',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_time_order_idx\` ON \`ff_time\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_time_parent_id_idx\` ON \`ff_time\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_time_path_idx\` ON \`ff_time\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`ff_consent_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_consent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_consent_logic_rules_order_idx\` ON \`ff_consent_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_consent_logic_rules_parent_id_idx\` ON \`ff_consent_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_consent\` (
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
  	\`checkbox_label\` text DEFAULT 'I agree to the privacy policy.' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_consent_order_idx\` ON \`ff_consent\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_consent_parent_id_idx\` ON \`ff_consent\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_consent_path_idx\` ON \`ff_consent\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`ff_repeater_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_repeater_logic_rules_order_idx\` ON \`ff_repeater_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_repeater_logic_rules_parent_id_idx\` ON \`ff_repeater_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_rep_sub_ch\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_rep_sub\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_rep_sub_ch_order_idx\` ON \`ff_rep_sub_ch\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_rep_sub_ch_parent_id_idx\` ON \`ff_rep_sub_ch\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_rep_sub\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`type\` text DEFAULT 'text' NOT NULL,
  	\`is_required\` integer,
  	\`number_format\` text DEFAULT 'decimal_comma',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_repeater\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_rep_sub_order_idx\` ON \`ff_rep_sub\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_rep_sub_parent_id_idx\` ON \`ff_rep_sub\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_repeater\` (
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
  	\`item_label\` text,
  	\`add_button_text\` text,
  	\`max_items\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_repeater_order_idx\` ON \`ff_repeater\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_repeater_parent_id_idx\` ON \`ff_repeater\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_repeater_path_idx\` ON \`ff_repeater\` (\`_path\`);`)
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
  await db.run(sql`CREATE TABLE \`ff_password_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ff_password\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_password_logic_rules_order_idx\` ON \`ff_password_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_password_logic_rules_parent_id_idx\` ON \`ff_password_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ff_password\` (
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
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	\`password_confirm\` integer DEFAULT true,
  	\`password_strength_enabled\` integer DEFAULT true,
  	\`min_password_strength\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ff_password_order_idx\` ON \`ff_password\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ff_password_parent_id_idx\` ON \`ff_password\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ff_password_path_idx\` ON \`ff_password\` (\`_path\`);`)
  const forms = await db.all<{ id: number; field_list: string | null }>(sql`SELECT \`id\`, \`field_list\` FROM \`forms\`;`)
  for (const form of forms) {
    for (const { table, values } of tableRowsFromFieldList(form.id, JSON.parse(form.field_list ?? '[]'))) {
      const columns = Object.keys(values)
      const cells = columns.map((c) => (typeof values[c] === 'boolean' ? Number(values[c]) : values[c]))
      await db.run(
        sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
          columns.map((c) => sql.identifier(c)),
          sql.raw(', '),
        )}) VALUES (${sql.join(
          cells.map((v) => sql`${v}`),
          sql.raw(', '),
        )});`,
      )
    }
  }
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`field_list\`;`)
}
