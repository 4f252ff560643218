import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_consent_settings\` (
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
  	\`youtube_marketing\` integer DEFAULT true,
  	\`video_message\` text DEFAULT 'This video is played by YouTube, which may set cookies for marketing.',
  	\`video_accept_label\` text DEFAULT 'Allow YouTube and play',
  	\`position\` text DEFAULT 'bottom' NOT NULL,
  	\`background\` text DEFAULT '#0b2545' NOT NULL,
  	\`text\` text DEFAULT '#ffffff' NOT NULL,
  	\`button_background\` text DEFAULT '#f2a541' NOT NULL,
  	\`button_text\` text DEFAULT '#14213d' NOT NULL,
  	\`close_button\` integer DEFAULT true,
  	\`revoke_button\` integer DEFAULT true,
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
  await db.run(sql`INSERT INTO \`__new_consent_settings\`("id", "enabled", "title", "message", "privacy_page_id", "privacy_label", "cookie_page_id", "cookie_label", "accept_label", "refuse_label", "settings_label", "saved_message", "gpc_message", "settings_button", "settings_title", "save_label", "necessary_text", "analytics_text", "marketing_text", "youtube_marketing", "video_message", "video_accept_label", "position", "background", "text", "button_background", "button_text", "close_button", "revoke_button", "revoke_label", "hide_ms", "accept_days", "refuse_days", "after_change", "redirect_url", "accept_on_scroll", "scroll_offset", "accept_on_click", "version", "retention_days", "updated_at", "created_at") SELECT "id", "enabled", "title", "message", "privacy_page_id", "privacy_label", "cookie_page_id", "cookie_label", "accept_label", "refuse_label", "settings_label", "saved_message", "gpc_message", "settings_button", "settings_title", "save_label", "necessary_text", "analytics_text", "marketing_text", "youtube_marketing", "video_message", "video_accept_label", "position", "background", "text", "button_background", "button_text", "close_button", "revoke_button", "revoke_label", "hide_ms", "accept_days", "refuse_days", "after_change", "redirect_url", "accept_on_scroll", "scroll_offset", "accept_on_click", "version", "retention_days", "updated_at", "created_at" FROM \`consent_settings\`;`)
  await db.run(sql`DROP TABLE \`consent_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_consent_settings\` RENAME TO \`consent_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`consent_settings_privacy_page_idx\` ON \`consent_settings\` (\`privacy_page_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_settings_cookie_page_idx\` ON \`consent_settings\` (\`cookie_page_id\`);`)
  await db.run(sql`ALTER TABLE \`consent_records\` ADD \`youtube\` integer DEFAULT false;`)
  // Existing sites: a notice that names YouTube among the marketing cookies now keeps that promise
  // (nothing from YouTube before consent); a site whose notice does not name YouTube keeps its
  // setting. The video's button allows YouTube alone now, so its old default wording goes too.
  // The floating revoke button stays as each site has it (the footer link is always there).
  await db.run(sql`UPDATE \`consent_settings\` SET \`youtube_marketing\` = 1
    WHERE (\`youtube_marketing\` IS NULL OR \`youtube_marketing\` = 0)
      AND (lower(\`message\`) LIKE '%youtube%' OR lower(\`marketing_text\`) LIKE '%youtube%');`)
  await db.run(sql`UPDATE \`consent_settings\` SET \`video_accept_label\` = 'Allow YouTube and play'
    WHERE \`video_accept_label\` IS NULL OR \`video_accept_label\` = 'Allow marketing cookies and play';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_consent_settings\` (
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
  await db.run(sql`INSERT INTO \`__new_consent_settings\`("id", "enabled", "title", "message", "privacy_page_id", "privacy_label", "cookie_page_id", "cookie_label", "accept_label", "refuse_label", "settings_label", "saved_message", "gpc_message", "settings_button", "settings_title", "save_label", "necessary_text", "analytics_text", "marketing_text", "youtube_marketing", "video_message", "video_accept_label", "position", "background", "text", "button_background", "button_text", "close_button", "revoke_button", "revoke_label", "hide_ms", "accept_days", "refuse_days", "after_change", "redirect_url", "accept_on_scroll", "scroll_offset", "accept_on_click", "version", "retention_days", "updated_at", "created_at") SELECT "id", "enabled", "title", "message", "privacy_page_id", "privacy_label", "cookie_page_id", "cookie_label", "accept_label", "refuse_label", "settings_label", "saved_message", "gpc_message", "settings_button", "settings_title", "save_label", "necessary_text", "analytics_text", "marketing_text", "youtube_marketing", "video_message", "video_accept_label", "position", "background", "text", "button_background", "button_text", "close_button", "revoke_button", "revoke_label", "hide_ms", "accept_days", "refuse_days", "after_change", "redirect_url", "accept_on_scroll", "scroll_offset", "accept_on_click", "version", "retention_days", "updated_at", "created_at" FROM \`consent_settings\`;`)
  await db.run(sql`DROP TABLE \`consent_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_consent_settings\` RENAME TO \`consent_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`consent_settings_privacy_page_idx\` ON \`consent_settings\` (\`privacy_page_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_settings_cookie_page_idx\` ON \`consent_settings\` (\`cookie_page_id\`);`)
  await db.run(sql`ALTER TABLE \`consent_records\` DROP COLUMN \`youtube\`;`)
  // The settings the up migration turned on stay on: which of them a site had off cannot be told apart.
}
