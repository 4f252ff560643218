import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`ff_textarea\` ADD \`use_rich_text_editor\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`ff_repeater_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_rep_sub_ch\`;`)
  await db.run(sql`DROP TABLE \`ff_rep_sub\`;`)
  await db.run(sql`DROP TABLE \`ff_repeater\`;`)
  await db.run(sql`DROP TABLE \`ff_password_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_password\`;`)
  await db.run(sql`ALTER TABLE \`ff_textarea\` DROP COLUMN \`use_rich_text_editor\`;`)
}
