import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_slider_slides_parallax_layers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layer\` text,
  	\`x\` text,
  	\`y\` text,
  	\`duration\` numeric,
  	\`scale\` numeric,
  	\`opacity\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_slider_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_parallax_layers_order_idx\` ON \`pages_blocks_slider_slides_parallax_layers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_parallax_layers_parent_id_idx\` ON \`pages_blocks_slider_slides_parallax_layers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`text\` text,
  	\`with_link\` integer,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_style\` text DEFAULT 'primary',
  	\`autoplay_delay\` numeric,
  	\`history_slug\` text,
  	\`hash\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_order_idx\` ON \`pages_blocks_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_parent_id_idx\` ON \`pages_blocks_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_image_idx\` ON \`pages_blocks_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_link_link_page_idx\` ON \`pages_blocks_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider_layout_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`slides_per_view\` text,
  	\`space_between\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_layout_breakpoints_order_idx\` ON \`pages_blocks_slider_layout_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_layout_breakpoints_parent_id_idx\` ON \`pages_blocks_slider_layout_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`label\` text,
  	\`appearance\` text DEFAULT 'hero',
  	\`layout_slides_per_view\` text DEFAULT '1',
  	\`layout_space_between\` numeric DEFAULT 0,
  	\`layout_speed\` numeric DEFAULT 300,
  	\`layout_direction\` text DEFAULT 'horizontal',
  	\`layout_ending\` text DEFAULT 'stop',
  	\`layout_height\` numeric,
  	\`layout_centered_slides\` integer,
  	\`layout_auto_height\` integer,
  	\`layout_grid_rows\` numeric DEFAULT 1,
  	\`effect_type\` text DEFAULT 'slide',
  	\`effect_cross_fade\` integer DEFAULT true,
  	\`effect_cube_shadow\` integer DEFAULT true,
  	\`effect_cube_shadow_offset\` numeric DEFAULT 20,
  	\`effect_cube_shadow_scale\` numeric DEFAULT 0.94,
  	\`effect_limit_rotation\` integer DEFAULT true,
  	\`effect_rotate\` numeric DEFAULT 50,
  	\`effect_stretch\` numeric DEFAULT 0,
  	\`effect_depth\` numeric DEFAULT 100,
  	\`effect_modifier\` numeric DEFAULT 1,
  	\`effect_slide_shadows\` integer DEFAULT true,
  	\`controls_arrows\` integer DEFAULT true,
  	\`controls_keyboard\` integer DEFAULT true,
  	\`controls_mousewheel\` integer,
  	\`controls_pagination\` text DEFAULT 'bullets',
  	\`controls_clickable\` integer DEFAULT true,
  	\`controls_dynamic_bullets\` integer,
  	\`controls_scrollbar\` integer,
  	\`controls_scrollbar_draggable\` integer DEFAULT true,
  	\`controls_touch\` integer DEFAULT true,
  	\`controls_mouse_drag\` integer DEFAULT true,
  	\`controls_grab_cursor\` integer,
  	\`controls_history\` integer,
  	\`controls_history_key\` text DEFAULT 'slides',
  	\`controls_hash_navigation\` integer,
  	\`controls_thumbs\` integer,
  	\`controls_thumbs_per_view\` numeric DEFAULT 5,
  	\`motion_autoplay\` integer,
  	\`motion_autoplay_delay\` numeric DEFAULT 3000,
  	\`motion_stop_on_interaction\` integer DEFAULT true,
  	\`motion_pause_on_hover\` integer DEFAULT true,
  	\`motion_parallax\` integer,
  	\`motion_zoom\` integer,
  	\`motion_zoom_max_ratio\` numeric DEFAULT 3,
  	\`motion_lazy\` integer DEFAULT true,
  	\`animation\` text DEFAULT 'none',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_order_idx\` ON \`pages_blocks_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_parent_id_idx\` ON \`pages_blocks_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_path_idx\` ON \`pages_blocks_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`with_link\` integer,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_features_order_idx\` ON \`pages_blocks_feature_grid_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_features_parent_id_idx\` ON \`pages_blocks_feature_grid_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_features_link_link_page_idx\` ON \`pages_blocks_feature_grid_features\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`columns\` text DEFAULT '3',
  	\`animation\` text DEFAULT 'fade-up',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_order_idx\` ON \`pages_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_parent_id_idx\` ON \`pages_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_path_idx\` ON \`pages_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'category',
  	\`category_id\` integer,
  	\`limit\` numeric,
  	\`animation\` text DEFAULT 'fade-up',
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_cards_order_idx\` ON \`pages_blocks_product_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_cards_parent_id_idx\` ON \`pages_blocks_product_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_cards_path_idx\` ON \`pages_blocks_product_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_cards_category_idx\` ON \`pages_blocks_product_cards\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_order_idx\` ON \`pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_parent_id_idx\` ON \`pages_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Frequently asked questions',
  	\`intro\` text,
  	\`structured_data\` integer DEFAULT true,
  	\`animation\` text DEFAULT 'fade-up',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`name\` text,
  	\`role\` text,
  	\`organisation\` text,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_items_order_idx\` ON \`pages_blocks_testimonials_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_items_parent_id_idx\` ON \`pages_blocks_testimonials_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_items_photo_idx\` ON \`pages_blocks_testimonials_items\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`animation\` text DEFAULT 'fade-up',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_logo_wall_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`url\` text,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_logo_wall\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_wall_logos_order_idx\` ON \`pages_blocks_logo_wall_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_wall_logos_parent_id_idx\` ON \`pages_blocks_logo_wall_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_wall_logos_logo_idx\` ON \`pages_blocks_logo_wall_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_logo_wall\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`greyscale\` integer DEFAULT true,
  	\`animation\` text DEFAULT 'fade',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_wall_order_idx\` ON \`pages_blocks_logo_wall\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_wall_parent_id_idx\` ON \`pages_blocks_logo_wall\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_logo_wall_path_idx\` ON \`pages_blocks_logo_wall\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_idx\` ON \`pages_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_form_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`form_id\` integer,
  	\`display_title\` integer DEFAULT true,
  	\`display_description\` integer DEFAULT true,
  	\`animation\` text DEFAULT 'none',
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_embed_order_idx\` ON \`pages_blocks_form_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_embed_parent_id_idx\` ON \`pages_blocks_form_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_embed_path_idx\` ON \`pages_blocks_form_embed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_embed_form_idx\` ON \`pages_blocks_form_embed\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider_slides_parallax_layers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layer\` text,
  	\`x\` text,
  	\`y\` text,
  	\`duration\` numeric,
  	\`scale\` numeric,
  	\`opacity\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_slider_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_parallax_layers_order_idx\` ON \`_pages_v_blocks_slider_slides_parallax_layers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_parallax_layers_parent_id_idx\` ON \`_pages_v_blocks_slider_slides_parallax_layers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`text\` text,
  	\`with_link\` integer,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_style\` text DEFAULT 'primary',
  	\`autoplay_delay\` numeric,
  	\`history_slug\` text,
  	\`hash\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_order_idx\` ON \`_pages_v_blocks_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_image_idx\` ON \`_pages_v_blocks_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_link_link_page_idx\` ON \`_pages_v_blocks_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider_layout_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`slides_per_view\` text,
  	\`space_between\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_layout_breakpoints_order_idx\` ON \`_pages_v_blocks_slider_layout_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_layout_breakpoints_parent_id_idx\` ON \`_pages_v_blocks_slider_layout_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`label\` text,
  	\`appearance\` text DEFAULT 'hero',
  	\`layout_slides_per_view\` text DEFAULT '1',
  	\`layout_space_between\` numeric DEFAULT 0,
  	\`layout_speed\` numeric DEFAULT 300,
  	\`layout_direction\` text DEFAULT 'horizontal',
  	\`layout_ending\` text DEFAULT 'stop',
  	\`layout_height\` numeric,
  	\`layout_centered_slides\` integer,
  	\`layout_auto_height\` integer,
  	\`layout_grid_rows\` numeric DEFAULT 1,
  	\`effect_type\` text DEFAULT 'slide',
  	\`effect_cross_fade\` integer DEFAULT true,
  	\`effect_cube_shadow\` integer DEFAULT true,
  	\`effect_cube_shadow_offset\` numeric DEFAULT 20,
  	\`effect_cube_shadow_scale\` numeric DEFAULT 0.94,
  	\`effect_limit_rotation\` integer DEFAULT true,
  	\`effect_rotate\` numeric DEFAULT 50,
  	\`effect_stretch\` numeric DEFAULT 0,
  	\`effect_depth\` numeric DEFAULT 100,
  	\`effect_modifier\` numeric DEFAULT 1,
  	\`effect_slide_shadows\` integer DEFAULT true,
  	\`controls_arrows\` integer DEFAULT true,
  	\`controls_keyboard\` integer DEFAULT true,
  	\`controls_mousewheel\` integer,
  	\`controls_pagination\` text DEFAULT 'bullets',
  	\`controls_clickable\` integer DEFAULT true,
  	\`controls_dynamic_bullets\` integer,
  	\`controls_scrollbar\` integer,
  	\`controls_scrollbar_draggable\` integer DEFAULT true,
  	\`controls_touch\` integer DEFAULT true,
  	\`controls_mouse_drag\` integer DEFAULT true,
  	\`controls_grab_cursor\` integer,
  	\`controls_history\` integer,
  	\`controls_history_key\` text DEFAULT 'slides',
  	\`controls_hash_navigation\` integer,
  	\`controls_thumbs\` integer,
  	\`controls_thumbs_per_view\` numeric DEFAULT 5,
  	\`motion_autoplay\` integer,
  	\`motion_autoplay_delay\` numeric DEFAULT 3000,
  	\`motion_stop_on_interaction\` integer DEFAULT true,
  	\`motion_pause_on_hover\` integer DEFAULT true,
  	\`motion_parallax\` integer,
  	\`motion_zoom\` integer,
  	\`motion_zoom_max_ratio\` numeric DEFAULT 3,
  	\`motion_lazy\` integer DEFAULT true,
  	\`animation\` text DEFAULT 'none',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_order_idx\` ON \`_pages_v_blocks_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_parent_id_idx\` ON \`_pages_v_blocks_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_path_idx\` ON \`_pages_v_blocks_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`with_link\` integer,
  	\`link_type\` text DEFAULT 'page',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_features_order_idx\` ON \`_pages_v_blocks_feature_grid_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_features_parent_id_idx\` ON \`_pages_v_blocks_feature_grid_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_features_link_link_page_idx\` ON \`_pages_v_blocks_feature_grid_features\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`columns\` text DEFAULT '3',
  	\`animation\` text DEFAULT 'fade-up',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_order_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_parent_id_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_path_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`source\` text DEFAULT 'category',
  	\`category_id\` integer,
  	\`limit\` numeric,
  	\`animation\` text DEFAULT 'fade-up',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_cards_order_idx\` ON \`_pages_v_blocks_product_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_cards_parent_id_idx\` ON \`_pages_v_blocks_product_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_cards_path_idx\` ON \`_pages_v_blocks_product_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_cards_category_idx\` ON \`_pages_v_blocks_product_cards\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_order_idx\` ON \`_pages_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_parent_id_idx\` ON \`_pages_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Frequently asked questions',
  	\`intro\` text,
  	\`structured_data\` integer DEFAULT true,
  	\`animation\` text DEFAULT 'fade-up',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`name\` text,
  	\`role\` text,
  	\`organisation\` text,
  	\`photo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_items_order_idx\` ON \`_pages_v_blocks_testimonials_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_items_parent_id_idx\` ON \`_pages_v_blocks_testimonials_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_items_photo_idx\` ON \`_pages_v_blocks_testimonials_items\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`animation\` text DEFAULT 'fade-up',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_order_idx\` ON \`_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_parent_id_idx\` ON \`_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_path_idx\` ON \`_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_logo_wall_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`url\` text,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_logo_wall\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_wall_logos_order_idx\` ON \`_pages_v_blocks_logo_wall_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_wall_logos_parent_id_idx\` ON \`_pages_v_blocks_logo_wall_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_wall_logos_logo_idx\` ON \`_pages_v_blocks_logo_wall_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_logo_wall\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`greyscale\` integer DEFAULT true,
  	\`animation\` text DEFAULT 'fade',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_wall_order_idx\` ON \`_pages_v_blocks_logo_wall\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_wall_parent_id_idx\` ON \`_pages_v_blocks_logo_wall\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_logo_wall_path_idx\` ON \`_pages_v_blocks_logo_wall\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_poster_idx\` ON \`_pages_v_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`form_id\` integer,
  	\`display_title\` integer DEFAULT true,
  	\`display_description\` integer DEFAULT true,
  	\`animation\` text DEFAULT 'none',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_embed_order_idx\` ON \`_pages_v_blocks_form_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_embed_parent_id_idx\` ON \`_pages_v_blocks_form_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_embed_path_idx\` ON \`_pages_v_blocks_form_embed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_embed_form_idx\` ON \`_pages_v_blocks_form_embed\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`products_specifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_specifications_order_idx\` ON \`products_specifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_specifications_parent_id_idx\` ON \`products_specifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`sku\` text,
  	\`category_id\` integer,
  	\`summary\` text,
  	\`price\` numeric,
  	\`price_unit\` text DEFAULT 'piece',
  	\`price_note\` text DEFAULT 'excl. VAT',
  	\`description\` text,
  	\`brochure_id\` integer,
  	\`slug\` text,
  	\`path\` text,
  	\`search_text\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brochure_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`products_sku_idx\` ON \`products\` (\`sku\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_brochure_idx\` ON \`products\` (\`brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_path_idx\` ON \`products\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_meta_meta_image_idx\` ON \`products\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_products_id_idx\` ON \`products_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_specifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_specifications_order_idx\` ON \`_products_v_version_specifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_specifications_parent_id_idx\` ON \`_products_v_version_specifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_sku\` text,
  	\`version_category_id\` integer,
  	\`version_summary\` text,
  	\`version_price\` numeric,
  	\`version_price_unit\` text DEFAULT 'piece',
  	\`version_price_note\` text DEFAULT 'excl. VAT',
  	\`version_description\` text,
  	\`version_brochure_id\` integer,
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`version_search_text\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_brochure_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_sku_idx\` ON \`_products_v\` (\`version_sku\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_brochure_idx\` ON \`_products_v\` (\`version_brochure_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_path_idx\` ON \`_products_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_meta_version_meta_image_idx\` ON \`_products_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_autosave_idx\` ON \`_products_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_products_id_idx\` ON \`_products_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`page_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`product_categories_slug_idx\` ON \`product_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_page_idx\` ON \`product_categories\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_updated_at_idx\` ON \`product_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_created_at_idx\` ON \`product_categories\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`forms_submit_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_submit_logic_rules_order_idx\` ON \`forms_submit_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_submit_logic_rules_parent_id_idx\` ON \`forms_submit_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_confirmations_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_confirmations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_confirmations_logic_rules_order_idx\` ON \`forms_confirmations_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_confirmations_logic_rules_parent_id_idx\` ON \`forms_confirmations_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_confirmations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`is_default\` integer,
  	\`type\` text DEFAULT 'message',
  	\`message\` text,
  	\`page_id\` integer,
  	\`url\` text,
  	\`query_string\` text,
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_confirmations_order_idx\` ON \`forms_confirmations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_confirmations_parent_id_idx\` ON \`forms_confirmations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_confirmations_page_idx\` ON \`forms_confirmations\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_notifications_logic_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field_id\` text,
  	\`operator\` text DEFAULT 'is',
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_notifications_logic_rules_order_idx\` ON \`forms_notifications_logic_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_notifications_logic_rules_parent_id_idx\` ON \`forms_notifications_logic_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_notifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`to_type\` text DEFAULT 'email',
  	\`to_emails\` text,
  	\`to_field\` numeric,
  	\`from_name\` text,
  	\`reply_to_field\` numeric,
  	\`bcc\` text,
  	\`subject\` text DEFAULT 'New submission from {form_title}' NOT NULL,
  	\`message\` text DEFAULT '{all_fields}' NOT NULL,
  	\`logic_enabled\` integer,
  	\`logic_action_type\` text DEFAULT 'show',
  	\`logic_logic_type\` text DEFAULT 'all',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_notifications_order_idx\` ON \`forms_notifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_notifications_parent_id_idx\` ON \`forms_notifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_field_id\` numeric,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`submit_button_text\` text DEFAULT 'Submit',
  	\`css_class\` text,
  	\`submit_logic_enabled\` integer,
  	\`submit_logic_action_type\` text DEFAULT 'show',
  	\`submit_logic_logic_type\` text DEFAULT 'all',
  	\`pagination_type\` text DEFAULT 'percentage',
  	\`pagination_first_page_name\` text,
  	\`pagination_last_page_previous_text\` text DEFAULT 'Previous',
  	\`pagination_completion_text\` text,
  	\`settings_enable_honeypot\` integer DEFAULT true,
  	\`settings_limit_entries_enabled\` integer,
  	\`settings_limit_entries_count\` numeric,
  	\`settings_limit_entries_period\` text DEFAULT 'total',
  	\`settings_limit_entries_message\` text,
  	\`settings_schedule_enabled\` integer,
  	\`settings_schedule_start\` text,
  	\`settings_schedule_end\` text,
  	\`settings_schedule_pending_message\` text,
  	\`settings_schedule_closed_message\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'active',
  	\`is_read\` integer DEFAULT false,
  	\`is_starred\` integer DEFAULT false,
  	\`summary\` text,
  	\`values\` text NOT NULL,
  	\`meta_source_url\` text,
  	\`meta_user_agent\` text,
  	\`meta_ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_entries_form_idx\` ON \`form_entries\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_status_idx\` ON \`form_entries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_updated_at_idx\` ON \`form_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_entries_created_at_idx\` ON \`form_entries\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`footer_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_social_order_idx\` ON \`footer_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_social_parent_id_idx\` ON \`footer_social\` (\`_parent_id\`);`)
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
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`animation\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` ADD \`animation\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_media_with_text\` ADD \`animation\` text DEFAULT 'fade-up';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`animation\` text DEFAULT 'zoom-in';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_downloads\` ADD \`animation\` text DEFAULT 'fade-up';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`table_of_contents\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_products_id_idx\` ON \`pages_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`animation\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` ADD \`animation\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_media_with_text\` ADD \`animation\` text DEFAULT 'fade-up';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`animation\` text DEFAULT 'zoom-in';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_downloads\` ADD \`animation\` text DEFAULT 'fade-up';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_table_of_contents\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_products_id_idx\` ON \`_pages_v_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_products_id_idx\` ON \`redirects_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`product_categories_id\` integer REFERENCES product_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forms_id\` integer REFERENCES forms(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_entries_id\` integer REFERENCES form_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`affiliate_links_id\` integer REFERENCES affiliate_links(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`analytics_events_id\` integer REFERENCES analytics_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_records_id\` integer REFERENCES consent_records(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`form_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_affiliate_links_id_idx\` ON \`payload_locked_documents_rels\` (\`affiliate_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_events_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_slider_slides_parallax_layers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider_layout_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_features\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_logo_wall_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_logo_wall\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form_embed\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider_slides_parallax_layers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider_layout_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_features\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_logo_wall_logos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_logo_wall\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form_embed\`;`)
  await db.run(sql`DROP TABLE \`products_specifications\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specifications\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`product_categories\`;`)
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
  await db.run(sql`DROP TABLE \`ff_consent_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`ff_consent\`;`)
  await db.run(sql`DROP TABLE \`forms_submit_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_confirmations_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_confirmations\`;`)
  await db.run(sql`DROP TABLE \`forms_notifications_logic_rules\`;`)
  await db.run(sql`DROP TABLE \`forms_notifications\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`form_entries\`;`)
  await db.run(sql`DROP TABLE \`affiliate_links\`;`)
  await db.run(sql`DROP TABLE \`analytics_events\`;`)
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`footer_social\`;`)
  await db.run(sql`DROP TABLE \`consent_settings\`;`)
  await db.run(sql`DROP TABLE \`analytics_settings_inbound_paths\`;`)
  await db.run(sql`DROP TABLE \`analytics_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "documents_id") SELECT "id", "order", "parent_id", "path", "documents_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_documents_id_idx\` ON \`pages_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "documents_id") SELECT "id", "order", "parent_id", "path", "documents_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_documents_id_idx\` ON \`_pages_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "pages_id") SELECT "id", "order", "parent_id", "path", "pages_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "users_id", "outbox_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "users_id", "outbox_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`animation\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` DROP COLUMN \`animation\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_media_with_text\` DROP COLUMN \`animation\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`animation\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_downloads\` DROP COLUMN \`animation\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`table_of_contents\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`animation\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` DROP COLUMN \`animation\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_media_with_text\` DROP COLUMN \`animation\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`animation\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_downloads\` DROP COLUMN \`animation\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_table_of_contents\`;`)
}
