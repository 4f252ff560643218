import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`affiliate_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`target\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`affiliate_links_slug_idx\` ON \`affiliate_links\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`affiliate_links_updated_at_idx\` ON \`affiliate_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`affiliate_links_created_at_idx\` ON \`affiliate_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`analytics_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`path\` text,
  	\`category\` text,
  	\`target\` text,
  	\`label\` text,
  	\`referrer\` text,
  	\`form_id\` text,
  	\`visitor\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`analytics_events_type_idx\` ON \`analytics_events\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`analytics_events_day_idx\` ON \`analytics_events\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`analytics_events_form_id_idx\` ON \`analytics_events\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`analytics_events_updated_at_idx\` ON \`analytics_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`analytics_events_created_at_idx\` ON \`analytics_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`consent_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`visitor_id\` text NOT NULL,
  	\`decision\` text NOT NULL,
  	\`analytics\` integer DEFAULT false,
  	\`marketing\` integer DEFAULT false,
  	\`method\` text NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`path\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_records_visitor_id_idx\` ON \`consent_records\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`consent_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`title\` text DEFAULT 'Cookies on this website' NOT NULL,
  	\`message\` text DEFAULT 'We use strictly necessary cookies to run this website. With your consent we also use analytics cookies, to learn which pages help our visitors, and marketing cookies, such as those of embedded YouTube videos. Nothing optional runs until you choose, and you can change your choice at any time.' NOT NULL,
  	\`privacy_page_id\` integer,
  	\`privacy_label\` text DEFAULT 'Privacy policy',
  	\`cookie_page_id\` integer,
  	\`cookie_label\` text DEFAULT 'Cookie policy',
  	\`accept_label\` text DEFAULT 'Accept all' NOT NULL,
  	\`refuse_label\` text DEFAULT 'Refuse all' NOT NULL,
  	\`settings_label\` text DEFAULT 'Choose' NOT NULL,
  	\`saved_message\` text DEFAULT 'Your choice is saved. Change it at any time with “Cookie settings” at the bottom of the page.' NOT NULL,
  	\`gpc_message\` text DEFAULT 'Your browser sends a Global Privacy Control signal, so this website uses strictly necessary cookies only.' NOT NULL,
  	\`settings_button\` integer DEFAULT true,
  	\`settings_title\` text DEFAULT 'Choose which cookies we may use' NOT NULL,
  	\`save_label\` text DEFAULT 'Save my choices' NOT NULL,
  	\`necessary_text\` text DEFAULT 'Needed for the website to work and to remember your cookie choice. Always on: they do not need consent.' NOT NULL,
  	\`analytics_text\` text DEFAULT 'Google Analytics: which pages are read, so that we can improve the site.' NOT NULL,
  	\`marketing_text\` text DEFAULT 'Embedded videos from YouTube and advertising measurement. Their providers may set their own cookies.' NOT NULL,
  	\`youtube_marketing\` integer DEFAULT false,
  	\`video_message\` text DEFAULT 'This video is played by YouTube, which may set cookies for marketing.',
  	\`video_accept_label\` text DEFAULT 'Allow marketing cookies and play',
  	\`position\` text DEFAULT 'bottom' NOT NULL,
  	\`background\` text DEFAULT '#0b2545' NOT NULL,
  	\`text\` text DEFAULT '#ffffff' NOT NULL,
  	\`button_background\` text DEFAULT '#f2a541' NOT NULL,
  	\`button_text\` text DEFAULT '#14213d' NOT NULL,
  	\`close_button\` integer DEFAULT true,
  	\`revoke_button\` integer DEFAULT false,
  	\`revoke_label\` text DEFAULT 'Cookie settings' NOT NULL,
  	\`hide_ms\` numeric DEFAULT 3000 NOT NULL,
  	\`accept_days\` numeric DEFAULT 182 NOT NULL,
  	\`refuse_days\` numeric DEFAULT 182 NOT NULL,
  	\`after_change\` text DEFAULT 'nothing' NOT NULL,
  	\`redirect_url\` text,
  	\`accept_on_scroll\` integer DEFAULT false,
  	\`scroll_offset\` numeric DEFAULT 100,
  	\`accept_on_click\` integer DEFAULT false,
  	\`version\` numeric DEFAULT 1,
  	\`retention_days\` numeric DEFAULT 730 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`privacy_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cookie_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_settings_privacy_page_idx\` ON \`consent_settings\` (\`privacy_page_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_settings_cookie_page_idx\` ON \`consent_settings\` (\`cookie_page_id\`);`)
  await db.run(sql`CREATE TABLE \`analytics_settings_inbound_paths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`label\` text DEFAULT 'affiliate' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`analytics_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`analytics_settings_inbound_paths_order_idx\` ON \`analytics_settings_inbound_paths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`analytics_settings_inbound_paths_parent_id_idx\` ON \`analytics_settings_inbound_paths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`analytics_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`script_events\` integer DEFAULT true,
  	\`download_extensions\` text DEFAULT 'doc, pdf, ppt, zip, xls, docx, pptx, xlsx' NOT NULL,
  	\`home_url\` text,
  	\`cross_hostnames\` text,
  	\`hash_tracking\` integer DEFAULT false,
  	\`measurement_id\` text,
  	\`retention_days\` numeric DEFAULT 425 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`affiliate_links_id\` integer REFERENCES affiliate_links(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`analytics_events_id\` integer REFERENCES analytics_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_records_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_affiliate_links_id_idx\` ON \`payload_locked_documents_rels\` (\`affiliate_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_events_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`affiliate_links\`;`)
  await db.run(sql`DROP TABLE \`analytics_events\`;`)
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`consent_settings\`;`)
  await db.run(sql`DROP TABLE \`analytics_settings_inbound_paths\`;`)
  await db.run(sql`DROP TABLE \`analytics_settings\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "product_categories_id", "media_id", "documents_id", "forms_id", "form_entries_id", "users_id", "outbox_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "product_categories_id", "media_id", "documents_id", "forms_id", "form_entries_id", "users_id", "outbox_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
