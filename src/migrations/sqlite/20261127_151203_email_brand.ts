import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`emails_brand_colour\` text DEFAULT '#0b2545';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`emails_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`emails_footer\` text;`)
  await db.run(sql`CREATE INDEX \`site_settings_emails_emails_logo_idx\` ON \`site_settings\` (\`emails_logo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT 'Website' NOT NULL,
  	\`tagline\` text,
  	\`logo_id\` integer,
  	\`phone\` text,
  	\`email\` text,
  	\`address\` text,
  	\`not_found_heading\` text DEFAULT 'Page not found' NOT NULL,
  	\`not_found_text\` text,
  	\`default_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`default_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "tagline", "logo_id", "phone", "email", "address", "not_found_heading", "not_found_text", "default_image_id", "updated_at", "created_at") SELECT "id", "site_name", "tagline", "logo_id", "phone", "email", "address", "not_found_heading", "not_found_text", "default_image_id", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_default_image_idx\` ON \`site_settings\` (\`default_image_id\`);`)
}
