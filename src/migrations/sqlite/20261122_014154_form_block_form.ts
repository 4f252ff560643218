import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_form_embed\` ADD \`form_id\` integer REFERENCES forms(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_form_embed\` ADD \`display_title\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_form_embed\` ADD \`display_description\` integer DEFAULT true;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_embed_form_idx\` ON \`pages_blocks_form_embed\` (\`form_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_form_embed\` ADD \`form_id\` integer REFERENCES forms(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_form_embed\` ADD \`display_title\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_form_embed\` ADD \`display_description\` integer DEFAULT true;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_embed_form_idx\` ON \`_pages_v_blocks_form_embed\` (\`form_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_form_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`animation\` text DEFAULT 'none',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_form_embed\`("_order", "_parent_id", "_path", "id", "heading", "intro", "animation", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "animation", "block_name" FROM \`pages_blocks_form_embed\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form_embed\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_form_embed\` RENAME TO \`pages_blocks_form_embed\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_embed_order_idx\` ON \`pages_blocks_form_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_embed_parent_id_idx\` ON \`pages_blocks_form_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_embed_path_idx\` ON \`pages_blocks_form_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_form_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`animation\` text DEFAULT 'none',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_form_embed\`("_order", "_parent_id", "_path", "id", "heading", "intro", "animation", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "animation", "_uuid", "block_name" FROM \`_pages_v_blocks_form_embed\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form_embed\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_form_embed\` RENAME TO \`_pages_v_blocks_form_embed\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_embed_order_idx\` ON \`_pages_v_blocks_form_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_embed_parent_id_idx\` ON \`_pages_v_blocks_form_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_embed_path_idx\` ON \`_pages_v_blocks_form_embed\` (\`_path\`);`)
}
