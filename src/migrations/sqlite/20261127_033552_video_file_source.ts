import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` ADD \`source\` text DEFAULT 'youtube';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` ADD \`file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_file_idx\` ON \`pages_blocks_video\` (\`file_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video\` ADD \`source\` text DEFAULT 'youtube';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video\` ADD \`file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_file_idx\` ON \`_pages_v_blocks_video\` (\`file_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`youtube\` text,
  	\`title\` text,
  	\`start\` text,
  	\`poster_id\` integer,
  	\`caption\` text,
  	\`animation\` text DEFAULT 'fade-up',
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_video\`("_order", "_parent_id", "_path", "id", "heading", "youtube", "title", "start", "poster_id", "caption", "animation", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "youtube", "title", "start", "poster_id", "caption", "animation", "block_name" FROM \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_video\` RENAME TO \`pages_blocks_video\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_idx\` ON \`pages_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`youtube\` text,
  	\`title\` text,
  	\`start\` text,
  	\`poster_id\` integer,
  	\`caption\` text,
  	\`animation\` text DEFAULT 'fade-up',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_video\`("_order", "_parent_id", "_path", "id", "heading", "youtube", "title", "start", "poster_id", "caption", "animation", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "youtube", "title", "start", "poster_id", "caption", "animation", "_uuid", "block_name" FROM \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_video\` RENAME TO \`_pages_v_blocks_video\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_poster_idx\` ON \`_pages_v_blocks_video\` (\`poster_id\`);`)
}
