import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_slider_slides_parallax_layers_layer" AS ENUM('heading', 'text', 'link', 'image');
  CREATE TYPE "public"."enum_pages_blocks_slider_slides_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum_pages_blocks_slider_slides_link_style" AS ENUM('primary', 'secondary', 'text');
  CREATE TYPE "public"."enum_pages_blocks_slider_appearance" AS ENUM('hero', 'cards', 'gallery');
  CREATE TYPE "public"."enum_pages_blocks_slider_layout_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum_pages_blocks_slider_layout_ending" AS ENUM('stop', 'loop', 'rewind');
  CREATE TYPE "public"."enum_pages_blocks_slider_effect_type" AS ENUM('slide', 'fade', 'cube', 'flip', 'coverflow');
  CREATE TYPE "public"."enum_pages_blocks_slider_controls_pagination" AS ENUM('none', 'bullets', 'fraction', 'progressbar');
  CREATE TYPE "public"."enum_pages_blocks_slider_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_media_with_text_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_features_icon" AS ENUM('bell', 'pager', 'watch', 'radio', 'battery', 'shield', 'droplet', 'wrench', 'clock', 'euro', 'truck', 'headset', 'users', 'heart', 'utensils', 'store', 'check', 'settings');
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_features_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_product_cards_source" AS ENUM('category', 'selected', 'all');
  CREATE TYPE "public"."enum_pages_blocks_product_cards_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_faq_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_logo_wall_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_video_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_downloads_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_pages_blocks_form_embed_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_slides_parallax_layers_layer" AS ENUM('heading', 'text', 'link', 'image');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_slides_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_slides_link_style" AS ENUM('primary', 'secondary', 'text');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_appearance" AS ENUM('hero', 'cards', 'gallery');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_layout_direction" AS ENUM('horizontal', 'vertical');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_layout_ending" AS ENUM('stop', 'loop', 'rewind');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_effect_type" AS ENUM('slide', 'fade', 'cube', 'flip', 'coverflow');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_controls_pagination" AS ENUM('none', 'bullets', 'fraction', 'progressbar');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_media_with_text_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_features_icon" AS ENUM('bell', 'pager', 'watch', 'radio', 'battery', 'shield', 'droplet', 'wrench', 'clock', 'euro', 'truck', 'headset', 'users', 'heart', 'utensils', 'store', 'check', 'settings');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_features_link_type" AS ENUM('page', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_product_cards_source" AS ENUM('category', 'selected', 'all');
  CREATE TYPE "public"."enum__pages_v_blocks_product_cards_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_logo_wall_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_video_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_downloads_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum__pages_v_blocks_form_embed_animation" AS ENUM('none', 'fade', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in', 'zoom-in-up', 'zoom-out', 'flip-up', 'slide-up');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_footer_social_platform" AS ENUM('linkedin', 'youtube', 'instagram', 'facebook', 'xitter', 'bluesky', 'threads', 'tiktok', 'whatsapp', 'github');
  CREATE TABLE "pages_blocks_slider_slides_parallax_layers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layer" "enum_pages_blocks_slider_slides_parallax_layers_layer",
  	"x" varchar,
  	"y" varchar,
  	"duration" numeric,
  	"scale" numeric,
  	"opacity" numeric
  );
  
  CREATE TABLE "pages_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"text" varchar,
  	"with_link" boolean,
  	"link_type" "enum_pages_blocks_slider_slides_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_style" "enum_pages_blocks_slider_slides_link_style" DEFAULT 'primary',
  	"autoplay_delay" numeric,
  	"history_slug" varchar,
  	"hash" varchar
  );
  
  CREATE TABLE "pages_blocks_slider_layout_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"slides_per_view" varchar,
  	"space_between" numeric
  );
  
  CREATE TABLE "pages_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"label" varchar,
  	"appearance" "enum_pages_blocks_slider_appearance" DEFAULT 'hero',
  	"layout_slides_per_view" varchar DEFAULT '1',
  	"layout_space_between" numeric DEFAULT 0,
  	"layout_speed" numeric DEFAULT 300,
  	"layout_direction" "enum_pages_blocks_slider_layout_direction" DEFAULT 'horizontal',
  	"layout_ending" "enum_pages_blocks_slider_layout_ending" DEFAULT 'stop',
  	"layout_height" numeric,
  	"layout_centered_slides" boolean,
  	"layout_auto_height" boolean,
  	"layout_grid_rows" numeric DEFAULT 1,
  	"effect_type" "enum_pages_blocks_slider_effect_type" DEFAULT 'slide',
  	"effect_cross_fade" boolean DEFAULT true,
  	"effect_cube_shadow" boolean DEFAULT true,
  	"effect_cube_shadow_offset" numeric DEFAULT 20,
  	"effect_cube_shadow_scale" numeric DEFAULT 0.94,
  	"effect_limit_rotation" boolean DEFAULT true,
  	"effect_rotate" numeric DEFAULT 50,
  	"effect_stretch" numeric DEFAULT 0,
  	"effect_depth" numeric DEFAULT 100,
  	"effect_modifier" numeric DEFAULT 1,
  	"effect_slide_shadows" boolean DEFAULT true,
  	"controls_arrows" boolean DEFAULT true,
  	"controls_keyboard" boolean DEFAULT true,
  	"controls_mousewheel" boolean,
  	"controls_pagination" "enum_pages_blocks_slider_controls_pagination" DEFAULT 'bullets',
  	"controls_clickable" boolean DEFAULT true,
  	"controls_dynamic_bullets" boolean,
  	"controls_scrollbar" boolean,
  	"controls_scrollbar_draggable" boolean DEFAULT true,
  	"controls_touch" boolean DEFAULT true,
  	"controls_mouse_drag" boolean DEFAULT true,
  	"controls_grab_cursor" boolean,
  	"controls_history" boolean,
  	"controls_history_key" varchar DEFAULT 'slides',
  	"controls_hash_navigation" boolean,
  	"controls_thumbs" boolean,
  	"controls_thumbs_per_view" numeric DEFAULT 5,
  	"motion_autoplay" boolean,
  	"motion_autoplay_delay" numeric DEFAULT 3000,
  	"motion_stop_on_interaction" boolean DEFAULT true,
  	"motion_pause_on_hover" boolean DEFAULT true,
  	"motion_parallax" boolean,
  	"motion_zoom" boolean,
  	"motion_zoom_max_ratio" numeric DEFAULT 3,
  	"motion_lazy" boolean DEFAULT true,
  	"animation" "enum_pages_blocks_slider_animation" DEFAULT 'none',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_grid_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_feature_grid_features_icon",
  	"title" varchar,
  	"text" varchar,
  	"with_link" boolean,
  	"link_type" "enum_pages_blocks_feature_grid_features_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"columns" "enum_pages_blocks_feature_grid_columns" DEFAULT '3',
  	"animation" "enum_pages_blocks_feature_grid_animation" DEFAULT 'fade-up',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"source" "enum_pages_blocks_product_cards_source" DEFAULT 'category',
  	"category_id" integer,
  	"limit" numeric,
  	"animation" "enum_pages_blocks_product_cards_animation" DEFAULT 'fade-up',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"intro" varchar,
  	"structured_data" boolean DEFAULT true,
  	"animation" "enum_pages_blocks_faq_animation" DEFAULT 'fade-up',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organisation" varchar,
  	"photo_id" integer
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"animation" "enum_pages_blocks_testimonials_animation" DEFAULT 'fade-up',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_logo_wall_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"url" varchar,
  	"logo_id" integer
  );
  
  CREATE TABLE "pages_blocks_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"greyscale" boolean DEFAULT true,
  	"animation" "enum_pages_blocks_logo_wall_animation" DEFAULT 'fade',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"youtube" varchar,
  	"title" varchar,
  	"start" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"animation" "enum_pages_blocks_video_animation" DEFAULT 'fade-up',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_form_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"animation" "enum_pages_blocks_form_embed_animation" DEFAULT 'none',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_slides_parallax_layers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layer" "enum__pages_v_blocks_slider_slides_parallax_layers_layer",
  	"x" varchar,
  	"y" varchar,
  	"duration" numeric,
  	"scale" numeric,
  	"opacity" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"eyebrow" varchar,
  	"text" varchar,
  	"with_link" boolean,
  	"link_type" "enum__pages_v_blocks_slider_slides_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_style" "enum__pages_v_blocks_slider_slides_link_style" DEFAULT 'primary',
  	"autoplay_delay" numeric,
  	"history_slug" varchar,
  	"hash" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_layout_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"slides_per_view" varchar,
  	"space_between" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"label" varchar,
  	"appearance" "enum__pages_v_blocks_slider_appearance" DEFAULT 'hero',
  	"layout_slides_per_view" varchar DEFAULT '1',
  	"layout_space_between" numeric DEFAULT 0,
  	"layout_speed" numeric DEFAULT 300,
  	"layout_direction" "enum__pages_v_blocks_slider_layout_direction" DEFAULT 'horizontal',
  	"layout_ending" "enum__pages_v_blocks_slider_layout_ending" DEFAULT 'stop',
  	"layout_height" numeric,
  	"layout_centered_slides" boolean,
  	"layout_auto_height" boolean,
  	"layout_grid_rows" numeric DEFAULT 1,
  	"effect_type" "enum__pages_v_blocks_slider_effect_type" DEFAULT 'slide',
  	"effect_cross_fade" boolean DEFAULT true,
  	"effect_cube_shadow" boolean DEFAULT true,
  	"effect_cube_shadow_offset" numeric DEFAULT 20,
  	"effect_cube_shadow_scale" numeric DEFAULT 0.94,
  	"effect_limit_rotation" boolean DEFAULT true,
  	"effect_rotate" numeric DEFAULT 50,
  	"effect_stretch" numeric DEFAULT 0,
  	"effect_depth" numeric DEFAULT 100,
  	"effect_modifier" numeric DEFAULT 1,
  	"effect_slide_shadows" boolean DEFAULT true,
  	"controls_arrows" boolean DEFAULT true,
  	"controls_keyboard" boolean DEFAULT true,
  	"controls_mousewheel" boolean,
  	"controls_pagination" "enum__pages_v_blocks_slider_controls_pagination" DEFAULT 'bullets',
  	"controls_clickable" boolean DEFAULT true,
  	"controls_dynamic_bullets" boolean,
  	"controls_scrollbar" boolean,
  	"controls_scrollbar_draggable" boolean DEFAULT true,
  	"controls_touch" boolean DEFAULT true,
  	"controls_mouse_drag" boolean DEFAULT true,
  	"controls_grab_cursor" boolean,
  	"controls_history" boolean,
  	"controls_history_key" varchar DEFAULT 'slides',
  	"controls_hash_navigation" boolean,
  	"controls_thumbs" boolean,
  	"controls_thumbs_per_view" numeric DEFAULT 5,
  	"motion_autoplay" boolean,
  	"motion_autoplay_delay" numeric DEFAULT 3000,
  	"motion_stop_on_interaction" boolean DEFAULT true,
  	"motion_pause_on_hover" boolean DEFAULT true,
  	"motion_parallax" boolean,
  	"motion_zoom" boolean,
  	"motion_zoom_max_ratio" numeric DEFAULT 3,
  	"motion_lazy" boolean DEFAULT true,
  	"animation" "enum__pages_v_blocks_slider_animation" DEFAULT 'none',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_feature_grid_features_icon",
  	"title" varchar,
  	"text" varchar,
  	"with_link" boolean,
  	"link_type" "enum__pages_v_blocks_feature_grid_features_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"columns" "enum__pages_v_blocks_feature_grid_columns" DEFAULT '3',
  	"animation" "enum__pages_v_blocks_feature_grid_animation" DEFAULT 'fade-up',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"source" "enum__pages_v_blocks_product_cards_source" DEFAULT 'category',
  	"category_id" integer,
  	"limit" numeric,
  	"animation" "enum__pages_v_blocks_product_cards_animation" DEFAULT 'fade-up',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"intro" varchar,
  	"structured_data" boolean DEFAULT true,
  	"animation" "enum__pages_v_blocks_faq_animation" DEFAULT 'fade-up',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"organisation" varchar,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"animation" "enum__pages_v_blocks_testimonials_animation" DEFAULT 'fade-up',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_wall_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"url" varchar,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"greyscale" boolean DEFAULT true,
  	"animation" "enum__pages_v_blocks_logo_wall_animation" DEFAULT 'fade',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"youtube" varchar,
  	"title" varchar,
  	"start" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"animation" "enum__pages_v_blocks_video_animation" DEFAULT 'fade-up',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"animation" "enum__pages_v_blocks_form_embed_animation" DEFAULT 'none',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_specifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"sku" varchar,
  	"category_id" integer,
  	"summary" varchar,
  	"price" numeric,
  	"price_unit" varchar DEFAULT 'piece',
  	"price_note" varchar DEFAULT 'excl. VAT',
  	"description" jsonb,
  	"brochure_id" integer,
  	"slug" varchar,
  	"path" varchar,
  	"search_text" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "_products_v_version_specifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_sku" varchar,
  	"version_category_id" integer,
  	"version_summary" varchar,
  	"version_price" numeric,
  	"version_price_unit" varchar DEFAULT 'piece',
  	"version_price_note" varchar DEFAULT 'excl. VAT',
  	"version_description" jsonb,
  	"version_brochure_id" integer,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_search_text" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "product_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"page_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_footer_social_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "animation" "enum_pages_blocks_hero_animation" DEFAULT 'none';
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "animation" "enum_pages_blocks_rich_text_animation" DEFAULT 'none';
  ALTER TABLE "pages_blocks_media_with_text" ADD COLUMN "animation" "enum_pages_blocks_media_with_text_animation" DEFAULT 'fade-up';
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "animation" "enum_pages_blocks_call_to_action_animation" DEFAULT 'zoom-in';
  ALTER TABLE "pages_blocks_downloads" ADD COLUMN "animation" "enum_pages_blocks_downloads_animation" DEFAULT 'fade-up';
  ALTER TABLE "pages" ADD COLUMN "table_of_contents" boolean DEFAULT false;
  ALTER TABLE "pages_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "animation" "enum__pages_v_blocks_hero_animation" DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "animation" "enum__pages_v_blocks_rich_text_animation" DEFAULT 'none';
  ALTER TABLE "_pages_v_blocks_media_with_text" ADD COLUMN "animation" "enum__pages_v_blocks_media_with_text_animation" DEFAULT 'fade-up';
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "animation" "enum__pages_v_blocks_call_to_action_animation" DEFAULT 'zoom-in';
  ALTER TABLE "_pages_v_blocks_downloads" ADD COLUMN "animation" "enum__pages_v_blocks_downloads_animation" DEFAULT 'fade-up';
  ALTER TABLE "_pages_v" ADD COLUMN "version_table_of_contents" boolean DEFAULT false;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_categories_id" integer;
  ALTER TABLE "pages_blocks_slider_slides_parallax_layers" ADD CONSTRAINT "pages_blocks_slider_slides_parallax_layers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_layout_breakpoints" ADD CONSTRAINT "pages_blocks_slider_layout_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider" ADD CONSTRAINT "pages_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_features" ADD CONSTRAINT "pages_blocks_feature_grid_features_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_features" ADD CONSTRAINT "pages_blocks_feature_grid_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid" ADD CONSTRAINT "pages_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_cards" ADD CONSTRAINT "pages_blocks_product_cards_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_cards" ADD CONSTRAINT "pages_blocks_product_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_items" ADD CONSTRAINT "pages_blocks_testimonials_items_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_items" ADD CONSTRAINT "pages_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall_logos" ADD CONSTRAINT "pages_blocks_logo_wall_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall_logos" ADD CONSTRAINT "pages_blocks_logo_wall_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall" ADD CONSTRAINT "pages_blocks_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_embed" ADD CONSTRAINT "pages_blocks_form_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides_parallax_layers" ADD CONSTRAINT "_pages_v_blocks_slider_slides_parallax_layers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_layout_breakpoints" ADD CONSTRAINT "_pages_v_blocks_slider_layout_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider" ADD CONSTRAINT "_pages_v_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_features" ADD CONSTRAINT "_pages_v_blocks_feature_grid_features_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_features" ADD CONSTRAINT "_pages_v_blocks_feature_grid_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid" ADD CONSTRAINT "_pages_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_cards" ADD CONSTRAINT "_pages_v_blocks_product_cards_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_cards" ADD CONSTRAINT "_pages_v_blocks_product_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_items" ADD CONSTRAINT "_pages_v_blocks_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall_logos" ADD CONSTRAINT "_pages_v_blocks_logo_wall_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall_logos" ADD CONSTRAINT "_pages_v_blocks_logo_wall_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall" ADD CONSTRAINT "_pages_v_blocks_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_embed" ADD CONSTRAINT "_pages_v_blocks_form_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_specifications" ADD CONSTRAINT "products_specifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_brochure_id_documents_id_fk" FOREIGN KEY ("brochure_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_specifications" ADD CONSTRAINT "_products_v_version_specifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_product_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_brochure_id_documents_id_fk" FOREIGN KEY ("version_brochure_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_social" ADD CONSTRAINT "footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_slider_slides_parallax_layers_order_idx" ON "pages_blocks_slider_slides_parallax_layers" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_slides_parallax_layers_parent_id_idx" ON "pages_blocks_slider_slides_parallax_layers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_slides_order_idx" ON "pages_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_slides_parent_id_idx" ON "pages_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_slides_image_idx" ON "pages_blocks_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_slider_slides_link_link_page_idx" ON "pages_blocks_slider_slides" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_slider_layout_breakpoints_order_idx" ON "pages_blocks_slider_layout_breakpoints" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_layout_breakpoints_parent_id_idx" ON "pages_blocks_slider_layout_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_order_idx" ON "pages_blocks_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_parent_id_idx" ON "pages_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_path_idx" ON "pages_blocks_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_feature_grid_features_order_idx" ON "pages_blocks_feature_grid_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_features_parent_id_idx" ON "pages_blocks_feature_grid_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_features_link_link_page_idx" ON "pages_blocks_feature_grid_features" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_feature_grid_order_idx" ON "pages_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_parent_id_idx" ON "pages_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_path_idx" ON "pages_blocks_feature_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_product_cards_order_idx" ON "pages_blocks_product_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_cards_parent_id_idx" ON "pages_blocks_product_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_cards_path_idx" ON "pages_blocks_product_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_product_cards_category_idx" ON "pages_blocks_product_cards" USING btree ("category_id");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonials_items_order_idx" ON "pages_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_items_parent_id_idx" ON "pages_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_items_photo_idx" ON "pages_blocks_testimonials_items" USING btree ("photo_id");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_logo_wall_logos_order_idx" ON "pages_blocks_logo_wall_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_wall_logos_parent_id_idx" ON "pages_blocks_logo_wall_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_wall_logos_logo_idx" ON "pages_blocks_logo_wall_logos" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_logo_wall_order_idx" ON "pages_blocks_logo_wall" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_wall_parent_id_idx" ON "pages_blocks_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_wall_path_idx" ON "pages_blocks_logo_wall" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_poster_idx" ON "pages_blocks_video" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_form_embed_order_idx" ON "pages_blocks_form_embed" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_embed_parent_id_idx" ON "pages_blocks_form_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_embed_path_idx" ON "pages_blocks_form_embed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_slider_slides_parallax_layers_order_idx" ON "_pages_v_blocks_slider_slides_parallax_layers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_slides_parallax_layers_parent_id_idx" ON "_pages_v_blocks_slider_slides_parallax_layers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_order_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_slides_parent_id_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_image_idx" ON "_pages_v_blocks_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_link_link_page_idx" ON "_pages_v_blocks_slider_slides" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_slider_layout_breakpoints_order_idx" ON "_pages_v_blocks_slider_layout_breakpoints" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_layout_breakpoints_parent_id_idx" ON "_pages_v_blocks_slider_layout_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_order_idx" ON "_pages_v_blocks_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_parent_id_idx" ON "_pages_v_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_path_idx" ON "_pages_v_blocks_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_grid_features_order_idx" ON "_pages_v_blocks_feature_grid_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_features_parent_id_idx" ON "_pages_v_blocks_feature_grid_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_features_link_link_page_idx" ON "_pages_v_blocks_feature_grid_features" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_order_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_parent_id_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_path_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_product_cards_order_idx" ON "_pages_v_blocks_product_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_cards_parent_id_idx" ON "_pages_v_blocks_product_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_cards_path_idx" ON "_pages_v_blocks_product_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_product_cards_category_idx" ON "_pages_v_blocks_product_cards" USING btree ("category_id");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_items_order_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_items_parent_id_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_items_photo_idx" ON "_pages_v_blocks_testimonials_items" USING btree ("photo_id");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_logo_wall_logos_order_idx" ON "_pages_v_blocks_logo_wall_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_wall_logos_parent_id_idx" ON "_pages_v_blocks_logo_wall_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_logos_logo_idx" ON "_pages_v_blocks_logo_wall_logos" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_order_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_wall_parent_id_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_path_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_poster_idx" ON "_pages_v_blocks_video" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_form_embed_order_idx" ON "_pages_v_blocks_form_embed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_embed_parent_id_idx" ON "_pages_v_blocks_form_embed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_embed_path_idx" ON "_pages_v_blocks_form_embed" USING btree ("_path");
  CREATE INDEX "products_specifications_order_idx" ON "products_specifications" USING btree ("_order");
  CREATE INDEX "products_specifications_parent_id_idx" ON "products_specifications" USING btree ("_parent_id");
  CREATE INDEX "products_sku_idx" ON "products" USING btree ("sku");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");
  CREATE INDEX "products_brochure_idx" ON "products" USING btree ("brochure_id");
  CREATE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE UNIQUE INDEX "products_path_idx" ON "products" USING btree ("path");
  CREATE INDEX "products_meta_meta_image_idx" ON "products" USING btree ("meta_image_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id");
  CREATE INDEX "_products_v_version_specifications_order_idx" ON "_products_v_version_specifications" USING btree ("_order");
  CREATE INDEX "_products_v_version_specifications_parent_id_idx" ON "_products_v_version_specifications" USING btree ("_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_sku_idx" ON "_products_v" USING btree ("version_sku");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_brochure_idx" ON "_products_v" USING btree ("version_brochure_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_path_idx" ON "_products_v" USING btree ("version_path");
  CREATE INDEX "_products_v_version_meta_version_meta_image_idx" ON "_products_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "_products_v_rels_products_id_idx" ON "_products_v_rels" USING btree ("products_id");
  CREATE INDEX "product_categories_slug_idx" ON "product_categories" USING btree ("slug");
  CREATE INDEX "product_categories_page_idx" ON "product_categories" USING btree ("page_id");
  CREATE INDEX "product_categories_updated_at_idx" ON "product_categories" USING btree ("updated_at");
  CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at");
  CREATE INDEX "footer_social_order_idx" ON "footer_social" USING btree ("_order");
  CREATE INDEX "footer_social_parent_id_idx" ON "footer_social" USING btree ("_parent_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id");
  CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id");
  CREATE INDEX "redirects_rels_products_id_idx" ON "redirects_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_product_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("product_categories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_slider_slides_parallax_layers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_slider_layout_breakpoints" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_grid_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logo_wall_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_form_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_slider_slides_parallax_layers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_slider_layout_breakpoints" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_grid_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logo_wall_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_form_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_specifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_specifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_social" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_slider_slides_parallax_layers" CASCADE;
  DROP TABLE "pages_blocks_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_slider_layout_breakpoints" CASCADE;
  DROP TABLE "pages_blocks_slider" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_features" CASCADE;
  DROP TABLE "pages_blocks_feature_grid" CASCADE;
  DROP TABLE "pages_blocks_product_cards" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_testimonials_items" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_logo_wall_logos" CASCADE;
  DROP TABLE "pages_blocks_logo_wall" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_form_embed" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_slides_parallax_layers" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_layout_breakpoints" CASCADE;
  DROP TABLE "_pages_v_blocks_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_features" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_product_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_items" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_wall_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_wall" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_form_embed" CASCADE;
  DROP TABLE "products_specifications" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v_version_specifications" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "product_categories" CASCADE;
  DROP TABLE "footer_social" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_products_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_products_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_categories_fk";
  
  DROP INDEX "pages_rels_products_id_idx";
  DROP INDEX "_pages_v_rels_products_id_idx";
  DROP INDEX "redirects_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_product_categories_id_idx";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "animation";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "animation";
  ALTER TABLE "pages_blocks_media_with_text" DROP COLUMN "animation";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "animation";
  ALTER TABLE "pages_blocks_downloads" DROP COLUMN "animation";
  ALTER TABLE "pages" DROP COLUMN "table_of_contents";
  ALTER TABLE "pages_rels" DROP COLUMN "products_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "animation";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "animation";
  ALTER TABLE "_pages_v_blocks_media_with_text" DROP COLUMN "animation";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "animation";
  ALTER TABLE "_pages_v_blocks_downloads" DROP COLUMN "animation";
  ALTER TABLE "_pages_v" DROP COLUMN "version_table_of_contents";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "products_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_categories_id";
  DROP TYPE "public"."enum_pages_blocks_hero_animation";
  DROP TYPE "public"."enum_pages_blocks_slider_slides_parallax_layers_layer";
  DROP TYPE "public"."enum_pages_blocks_slider_slides_link_type";
  DROP TYPE "public"."enum_pages_blocks_slider_slides_link_style";
  DROP TYPE "public"."enum_pages_blocks_slider_appearance";
  DROP TYPE "public"."enum_pages_blocks_slider_layout_direction";
  DROP TYPE "public"."enum_pages_blocks_slider_layout_ending";
  DROP TYPE "public"."enum_pages_blocks_slider_effect_type";
  DROP TYPE "public"."enum_pages_blocks_slider_controls_pagination";
  DROP TYPE "public"."enum_pages_blocks_slider_animation";
  DROP TYPE "public"."enum_pages_blocks_rich_text_animation";
  DROP TYPE "public"."enum_pages_blocks_media_with_text_animation";
  DROP TYPE "public"."enum_pages_blocks_feature_grid_features_icon";
  DROP TYPE "public"."enum_pages_blocks_feature_grid_features_link_type";
  DROP TYPE "public"."enum_pages_blocks_feature_grid_columns";
  DROP TYPE "public"."enum_pages_blocks_feature_grid_animation";
  DROP TYPE "public"."enum_pages_blocks_product_cards_source";
  DROP TYPE "public"."enum_pages_blocks_product_cards_animation";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_animation";
  DROP TYPE "public"."enum_pages_blocks_faq_animation";
  DROP TYPE "public"."enum_pages_blocks_testimonials_animation";
  DROP TYPE "public"."enum_pages_blocks_logo_wall_animation";
  DROP TYPE "public"."enum_pages_blocks_video_animation";
  DROP TYPE "public"."enum_pages_blocks_downloads_animation";
  DROP TYPE "public"."enum_pages_blocks_form_embed_animation";
  DROP TYPE "public"."enum__pages_v_blocks_hero_animation";
  DROP TYPE "public"."enum__pages_v_blocks_slider_slides_parallax_layers_layer";
  DROP TYPE "public"."enum__pages_v_blocks_slider_slides_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_slider_slides_link_style";
  DROP TYPE "public"."enum__pages_v_blocks_slider_appearance";
  DROP TYPE "public"."enum__pages_v_blocks_slider_layout_direction";
  DROP TYPE "public"."enum__pages_v_blocks_slider_layout_ending";
  DROP TYPE "public"."enum__pages_v_blocks_slider_effect_type";
  DROP TYPE "public"."enum__pages_v_blocks_slider_controls_pagination";
  DROP TYPE "public"."enum__pages_v_blocks_slider_animation";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_animation";
  DROP TYPE "public"."enum__pages_v_blocks_media_with_text_animation";
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_features_icon";
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_features_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_columns";
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_animation";
  DROP TYPE "public"."enum__pages_v_blocks_product_cards_source";
  DROP TYPE "public"."enum__pages_v_blocks_product_cards_animation";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_animation";
  DROP TYPE "public"."enum__pages_v_blocks_faq_animation";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_animation";
  DROP TYPE "public"."enum__pages_v_blocks_logo_wall_animation";
  DROP TYPE "public"."enum__pages_v_blocks_video_animation";
  DROP TYPE "public"."enum__pages_v_blocks_downloads_animation";
  DROP TYPE "public"."enum__pages_v_blocks_form_embed_animation";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum_footer_social_platform";`)
}
