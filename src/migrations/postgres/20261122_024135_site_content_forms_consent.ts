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
  CREATE TYPE "public"."enum_ff_text_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_text_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_text_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_text_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_text_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_textarea_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_textarea_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_textarea_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_textarea_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_textarea_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_select_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_select_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_select_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_select_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_select_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_multiselect_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_multiselect_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_multiselect_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_multiselect_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_multiselect_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_number_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_number_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_number_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_number_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_number_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_number_number_format" AS ENUM('decimal_comma', 'decimal_dot', 'currency');
  CREATE TYPE "public"."enum_ff_checkbox_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_checkbox_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_checkbox_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_checkbox_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_checkbox_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_radio_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_radio_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_radio_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_radio_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_radio_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_hidden_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_hidden_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_hidden_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_hidden_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_hidden_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_html_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_html_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_html_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_html_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_html_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_section_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_section_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_section_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_section_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_section_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_page_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_page_next_button_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_page_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_page_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_page_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_page_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_page_next_button_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_page_next_button_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_name_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_name_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_name_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_name_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_name_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_email_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_email_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_email_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_email_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_email_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_phone_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_phone_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_phone_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_phone_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_phone_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_phone_phone_format" AS ENUM('international', 'standard');
  CREATE TYPE "public"."enum_ff_website_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_website_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_website_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_website_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_website_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_address_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_address_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_address_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_address_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_address_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_address_default_country" AS ENUM('Afghanistan', 'Åland Islands', 'Albania', 'Algeria', 'American Samoa', 'Andorra', 'Angola', 'Anguilla', 'Antarctica', 'Antigua and Barbuda', 'Argentina', 'Armenia', 'Aruba', 'Australia', 'Austria', 'Azerbaijan', 'Bahamas', 'Bahrain', 'Bangladesh', 'Barbados', 'Belarus', 'Belgium', 'Belize', 'Benin', 'Bermuda', 'Bhutan', 'Bolivia', 'Bonaire, Sint Eustatius and Saba', 'Bosnia and Herzegovina', 'Botswana', 'Bouvet Island', 'Brazil', 'British Indian Ocean Territory', 'British Virgin Islands', 'Brunei', 'Bulgaria', 'Burkina Faso', 'Burundi', 'Cambodia', 'Cameroon', 'Canada', 'Cape Verde', 'Cayman Islands', 'Central African Republic', 'Chad', 'Chile', 'China', 'Christmas Island', 'Cocos (Keeling) Islands', 'Colombia', 'Comoros', 'Congo', 'Congo (Democratic Republic)', 'Cook Islands', 'Costa Rica', 'Côte d''Ivoire', 'Croatia', 'Cuba', 'Curaçao', 'Cyprus', 'Czechia', 'Denmark', 'Djibouti', 'Dominica', 'Dominican Republic', 'Ecuador', 'Egypt', 'El Salvador', 'Equatorial Guinea', 'Eritrea', 'Estonia', 'Eswatini', 'Ethiopia', 'Falkland Islands', 'Faroe Islands', 'Fiji', 'Finland', 'France', 'French Guiana', 'French Polynesia', 'French Southern Territories', 'Gabon', 'Gambia', 'Georgia', 'Germany', 'Ghana', 'Gibraltar', 'Greece', 'Greenland', 'Grenada', 'Guadeloupe', 'Guam', 'Guatemala', 'Guernsey', 'Guinea', 'Guinea-Bissau', 'Guyana', 'Haiti', 'Heard Island and McDonald Islands', 'Honduras', 'Hong Kong', 'Hungary', 'Iceland', 'India', 'Indonesia', 'Iran', 'Iraq', 'Ireland', 'Isle of Man', 'Israel', 'Italy', 'Jamaica', 'Japan', 'Jersey', 'Jordan', 'Kazakhstan', 'Kenya', 'Kiribati', 'Kosovo', 'Kuwait', 'Kyrgyzstan', 'Laos', 'Latvia', 'Lebanon', 'Lesotho', 'Liberia', 'Libya', 'Liechtenstein', 'Lithuania', 'Luxembourg', 'Macao', 'Madagascar', 'Malawi', 'Malaysia', 'Maldives', 'Mali', 'Malta', 'Marshall Islands', 'Martinique', 'Mauritania', 'Mauritius', 'Mayotte', 'Mexico', 'Micronesia', 'Moldova', 'Monaco', 'Mongolia', 'Montenegro', 'Montserrat', 'Morocco', 'Mozambique', 'Myanmar', 'Namibia', 'Nauru', 'Nepal', 'Netherlands', 'New Caledonia', 'New Zealand', 'Nicaragua', 'Niger', 'Nigeria', 'Niue', 'Norfolk Island', 'North Korea', 'North Macedonia', 'Northern Mariana Islands', 'Norway', 'Oman', 'Pakistan', 'Palau', 'Palestine', 'Panama', 'Papua New Guinea', 'Paraguay', 'Peru', 'Philippines', 'Pitcairn Islands', 'Poland', 'Portugal', 'Puerto Rico', 'Qatar', 'Réunion', 'Romania', 'Russia', 'Rwanda', 'Saint Barthélemy', 'Saint Helena, Ascension and Tristan da Cunha', 'Saint Kitts and Nevis', 'Saint Lucia', 'Saint Martin', 'Saint Pierre and Miquelon', 'Saint Vincent and the Grenadines', 'Samoa', 'San Marino', 'São Tomé and Príncipe', 'Saudi Arabia', 'Senegal', 'Serbia', 'Seychelles', 'Sierra Leone', 'Singapore', 'Sint Maarten', 'Slovakia', 'Slovenia', 'Solomon Islands', 'Somalia', 'South Africa', 'South Georgia and the South Sandwich Islands', 'South Korea', 'South Sudan', 'Spain', 'Sri Lanka', 'Sudan', 'Suriname', 'Svalbard and Jan Mayen', 'Sweden', 'Switzerland', 'Syria', 'Taiwan', 'Tajikistan', 'Tanzania', 'Thailand', 'Timor-Leste', 'Togo', 'Tokelau', 'Tonga', 'Trinidad and Tobago', 'Tunisia', 'Türkiye', 'Turkmenistan', 'Turks and Caicos Islands', 'Tuvalu', 'Uganda', 'Ukraine', 'United Arab Emirates', 'United Kingdom', 'United States', 'United States Minor Outlying Islands', 'United States Virgin Islands', 'Uruguay', 'Uzbekistan', 'Vanuatu', 'Vatican City', 'Venezuela', 'Vietnam', 'Wallis and Futuna', 'Western Sahara', 'Yemen', 'Zambia', 'Zimbabwe');
  CREATE TYPE "public"."enum_ff_date_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_date_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_date_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_date_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_date_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_date_date_type" AS ENUM('datepicker', 'datedropdown', 'datefield');
  CREATE TYPE "public"."enum_ff_date_date_format" AS ENUM('dmy', 'dmy_dash', 'dmy_dot', 'mdy', 'ymd_slash', 'ymd_dash', 'ymd_dot');
  CREATE TYPE "public"."enum_ff_time_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_time_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_time_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_time_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_time_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_time_time_format" AS ENUM('24', '12');
  CREATE TYPE "public"."enum_ff_consent_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_consent_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_consent_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_consent_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_consent_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_submit_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_confirmations_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_confirmations_type" AS ENUM('message', 'page', 'redirect');
  CREATE TYPE "public"."enum_forms_confirmations_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_forms_confirmations_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_notifications_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_notifications_to_type" AS ENUM('email', 'field');
  CREATE TYPE "public"."enum_forms_notifications_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_forms_notifications_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_submit_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_forms_submit_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_pagination_type" AS ENUM('percentage', 'steps', 'none');
  CREATE TYPE "public"."enum_forms_settings_limit_entries_period" AS ENUM('total', 'day', 'week', 'month', 'year');
  CREATE TYPE "public"."enum_form_entries_status" AS ENUM('active', 'spam', 'trash');
  CREATE TYPE "public"."enum_analytics_events_type" AS ENUM('pageview', 'click', 'form_view', 'form_start', 'form_submit');
  CREATE TYPE "public"."enum_analytics_events_category" AS ENUM('download', 'tel', 'mailto', 'outbound-link', 'affiliate', 'cross-hostname');
  CREATE TYPE "public"."enum_consent_records_decision" AS ENUM('accepted', 'refused', 'partial');
  CREATE TYPE "public"."enum_consent_records_method" AS ENUM('accept', 'refuse', 'save', 'close', 'video', 'gpc', 'scroll', 'click');
  CREATE TYPE "public"."enum_footer_social_platform" AS ENUM('linkedin', 'youtube', 'instagram', 'facebook', 'xitter', 'bluesky', 'threads', 'tiktok', 'whatsapp', 'github');
  CREATE TYPE "public"."enum_consent_settings_position" AS ENUM('bottom', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_consent_settings_after_change" AS ENUM('nothing', 'reload', 'redirect');
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
  	"form_id" integer,
  	"display_title" boolean DEFAULT true,
  	"display_description" boolean DEFAULT true,
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
  	"form_id" integer,
  	"display_title" boolean DEFAULT true,
  	"display_description" boolean DEFAULT true,
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
  
  CREATE TABLE "ff_text_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_text_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_text_width" DEFAULT '12',
  	"visibility" "enum_ff_text_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_text_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_text_logic_logic_type" DEFAULT 'all',
  	"max_length" numeric,
  	"input_mask_value" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_textarea_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_textarea_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_textarea" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_textarea_width" DEFAULT '12',
  	"visibility" "enum_ff_textarea_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_textarea_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_textarea_logic_logic_type" DEFAULT 'all',
  	"max_length" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_select_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_select_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_select_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"value" varchar,
  	"is_selected" boolean
  );
  
  CREATE TABLE "ff_select" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_select_width" DEFAULT '12',
  	"visibility" "enum_ff_select_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_select_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_select_logic_logic_type" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_multiselect_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_multiselect_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_multiselect_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"value" varchar,
  	"is_selected" boolean
  );
  
  CREATE TABLE "ff_multiselect" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_multiselect_width" DEFAULT '12',
  	"visibility" "enum_ff_multiselect_visibility" DEFAULT 'visible',
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_multiselect_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_multiselect_logic_logic_type" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_number_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_number_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_number" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_number_width" DEFAULT '12',
  	"visibility" "enum_ff_number_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_number_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_number_logic_logic_type" DEFAULT 'all',
  	"number_format" "enum_ff_number_number_format" DEFAULT 'decimal_comma',
  	"range_min" numeric,
  	"range_max" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_checkbox_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_checkbox_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_checkbox_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"value" varchar,
  	"is_selected" boolean
  );
  
  CREATE TABLE "ff_checkbox" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_checkbox_width" DEFAULT '12',
  	"visibility" "enum_ff_checkbox_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_checkbox_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_checkbox_logic_logic_type" DEFAULT 'all',
  	"enable_select_all" boolean,
  	"select_all_text" varchar DEFAULT 'Select All',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_radio_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_radio_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_radio_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"value" varchar,
  	"is_selected" boolean
  );
  
  CREATE TABLE "ff_radio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_radio_width" DEFAULT '12',
  	"visibility" "enum_ff_radio_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_radio_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_radio_logic_logic_type" DEFAULT 'all',
  	"enable_other_choice" boolean,
  	"other_placeholder" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_hidden_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_hidden_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_hidden" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_hidden_width" DEFAULT '12',
  	"visibility" "enum_ff_hidden_visibility" DEFAULT 'visible',
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_hidden_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_hidden_logic_logic_type" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_html_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_html_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_html_width" DEFAULT '12',
  	"visibility" "enum_ff_html_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_html_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_html_logic_logic_type" DEFAULT 'all',
  	"content" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_section_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_section_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_section_width" DEFAULT '12',
  	"visibility" "enum_ff_section_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_section_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_section_logic_logic_type" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_page_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_page_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_page_next_button_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_page_next_button_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_page" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_page_width" DEFAULT '12',
  	"visibility" "enum_ff_page_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_page_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_page_logic_logic_type" DEFAULT 'all',
  	"next_button_text" varchar DEFAULT 'Next',
  	"previous_button_text" varchar DEFAULT 'Previous',
  	"next_button_logic_enabled" boolean,
  	"next_button_logic_action_type" "enum_ff_page_next_button_logic_action_type" DEFAULT 'show',
  	"next_button_logic_logic_type" "enum_ff_page_next_button_logic_logic_type" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_name_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_name_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_name" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_name_width" DEFAULT '12',
  	"visibility" "enum_ff_name_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_name_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_name_logic_logic_type" DEFAULT 'all',
  	"show_prefix" boolean,
  	"show_middle" boolean,
  	"show_suffix" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_email_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_email_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_email" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_email_width" DEFAULT '12',
  	"visibility" "enum_ff_email_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_email_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_email_logic_logic_type" DEFAULT 'all',
  	"email_confirm_enabled" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_phone_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_phone_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_phone" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_phone_width" DEFAULT '12',
  	"visibility" "enum_ff_phone_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_phone_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_phone_logic_logic_type" DEFAULT 'all',
  	"phone_format" "enum_ff_phone_phone_format" DEFAULT 'international',
  	"default_country" varchar DEFAULT 'NL',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_website_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_website_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_website" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_website_width" DEFAULT '12',
  	"visibility" "enum_ff_website_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_website_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_website_logic_logic_type" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_address_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_address_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_address" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_address_width" DEFAULT '12',
  	"visibility" "enum_ff_address_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_address_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_address_logic_logic_type" DEFAULT 'all',
  	"default_country" "enum_ff_address_default_country",
  	"hide_line2" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_date_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_date_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_date" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_date_width" DEFAULT '12',
  	"visibility" "enum_ff_date_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_date_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_date_logic_logic_type" DEFAULT 'all',
  	"date_type" "enum_ff_date_date_type" DEFAULT 'datepicker',
  	"date_format" "enum_ff_date_date_format" DEFAULT 'dmy',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_time_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_time_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_time" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_time_width" DEFAULT '12',
  	"visibility" "enum_ff_time_visibility" DEFAULT 'visible',
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_time_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_time_logic_logic_type" DEFAULT 'all',
  	"time_format" "enum_ff_time_time_format" DEFAULT '24',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_consent_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_consent_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_consent" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_consent_width" DEFAULT '12',
  	"visibility" "enum_ff_consent_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_consent_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_consent_logic_logic_type" DEFAULT 'all',
  	"checkbox_label" varchar DEFAULT 'I agree to the privacy policy.' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_submit_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_forms_submit_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_confirmations_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_forms_confirmations_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_confirmations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"is_default" boolean,
  	"type" "enum_forms_confirmations_type" DEFAULT 'message',
  	"message" jsonb,
  	"page_id" integer,
  	"url" varchar,
  	"query_string" varchar,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_forms_confirmations_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_forms_confirmations_logic_logic_type" DEFAULT 'all'
  );
  
  CREATE TABLE "forms_notifications_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_forms_notifications_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_notifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"to_type" "enum_forms_notifications_to_type" DEFAULT 'email',
  	"to_emails" varchar,
  	"to_field" numeric,
  	"from_name" varchar,
  	"reply_to_field" numeric,
  	"bcc" varchar,
  	"subject" varchar DEFAULT 'New submission from {form_title}' NOT NULL,
  	"message" varchar DEFAULT '{all_fields}' NOT NULL,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_forms_notifications_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_forms_notifications_logic_logic_type" DEFAULT 'all'
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_field_id" numeric,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"submit_button_text" varchar DEFAULT 'Submit',
  	"css_class" varchar,
  	"submit_logic_enabled" boolean,
  	"submit_logic_action_type" "enum_forms_submit_logic_action_type" DEFAULT 'show',
  	"submit_logic_logic_type" "enum_forms_submit_logic_logic_type" DEFAULT 'all',
  	"pagination_type" "enum_forms_pagination_type" DEFAULT 'percentage',
  	"pagination_first_page_name" varchar,
  	"pagination_last_page_previous_text" varchar DEFAULT 'Previous',
  	"pagination_completion_text" varchar,
  	"settings_enable_honeypot" boolean DEFAULT true,
  	"settings_limit_entries_enabled" boolean,
  	"settings_limit_entries_count" numeric,
  	"settings_limit_entries_period" "enum_forms_settings_limit_entries_period" DEFAULT 'total',
  	"settings_limit_entries_message" varchar,
  	"settings_schedule_enabled" boolean,
  	"settings_schedule_start" timestamp(3) with time zone,
  	"settings_schedule_end" timestamp(3) with time zone,
  	"settings_schedule_pending_message" varchar,
  	"settings_schedule_closed_message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer NOT NULL,
  	"status" "enum_form_entries_status" DEFAULT 'active',
  	"is_read" boolean DEFAULT false,
  	"is_starred" boolean DEFAULT false,
  	"summary" varchar,
  	"values" jsonb NOT NULL,
  	"meta_source_url" varchar,
  	"meta_user_agent" varchar,
  	"meta_ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "affiliate_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_analytics_events_type" NOT NULL,
  	"day" varchar NOT NULL,
  	"path" varchar,
  	"category" "enum_analytics_events_category",
  	"target" varchar,
  	"label" varchar,
  	"referrer" varchar,
  	"form_id" varchar,
  	"visitor" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visitor_id" varchar NOT NULL,
  	"decision" "enum_consent_records_decision" NOT NULL,
  	"analytics" boolean DEFAULT false,
  	"marketing" boolean DEFAULT false,
  	"method" "enum_consent_records_method" NOT NULL,
  	"version" numeric NOT NULL,
  	"path" varchar,
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
  
  CREATE TABLE "consent_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"title" varchar DEFAULT 'Cookies on this website' NOT NULL,
  	"message" varchar DEFAULT 'We use strictly necessary cookies to run this website. With your consent we also use analytics cookies, to learn which pages help our visitors, and marketing cookies, such as those of embedded YouTube videos. Nothing optional runs until you choose, and you can change your choice at any time.' NOT NULL,
  	"privacy_page_id" integer,
  	"privacy_label" varchar DEFAULT 'Privacy policy',
  	"cookie_page_id" integer,
  	"cookie_label" varchar DEFAULT 'Cookie policy',
  	"accept_label" varchar DEFAULT 'Accept all' NOT NULL,
  	"refuse_label" varchar DEFAULT 'Refuse all' NOT NULL,
  	"settings_label" varchar DEFAULT 'Choose' NOT NULL,
  	"saved_message" varchar DEFAULT 'Your choice is saved. Change it at any time with “Cookie settings” at the bottom of the page.' NOT NULL,
  	"gpc_message" varchar DEFAULT 'Your browser sends a Global Privacy Control signal, so this website uses strictly necessary cookies only.' NOT NULL,
  	"settings_button" boolean DEFAULT true,
  	"settings_title" varchar DEFAULT 'Choose which cookies we may use' NOT NULL,
  	"save_label" varchar DEFAULT 'Save my choices' NOT NULL,
  	"necessary_text" varchar DEFAULT 'Needed for the website to work and to remember your cookie choice. Always on: they do not need consent.' NOT NULL,
  	"analytics_text" varchar DEFAULT 'Google Analytics: which pages are read, so that we can improve the site.' NOT NULL,
  	"marketing_text" varchar DEFAULT 'Embedded videos from YouTube and advertising measurement. Their providers may set their own cookies.' NOT NULL,
  	"youtube_marketing" boolean DEFAULT false,
  	"video_message" varchar DEFAULT 'This video is played by YouTube, which may set cookies for marketing.',
  	"video_accept_label" varchar DEFAULT 'Allow marketing cookies and play',
  	"position" "enum_consent_settings_position" DEFAULT 'bottom' NOT NULL,
  	"background" varchar DEFAULT '#0b2545' NOT NULL,
  	"text" varchar DEFAULT '#ffffff' NOT NULL,
  	"button_background" varchar DEFAULT '#f2a541' NOT NULL,
  	"button_text" varchar DEFAULT '#14213d' NOT NULL,
  	"close_button" boolean DEFAULT true,
  	"revoke_button" boolean DEFAULT false,
  	"revoke_label" varchar DEFAULT 'Cookie settings' NOT NULL,
  	"hide_ms" numeric DEFAULT 3000 NOT NULL,
  	"accept_days" numeric DEFAULT 182 NOT NULL,
  	"refuse_days" numeric DEFAULT 182 NOT NULL,
  	"after_change" "enum_consent_settings_after_change" DEFAULT 'nothing' NOT NULL,
  	"redirect_url" varchar,
  	"accept_on_scroll" boolean DEFAULT false,
  	"scroll_offset" numeric DEFAULT 100,
  	"accept_on_click" boolean DEFAULT false,
  	"version" numeric DEFAULT 1,
  	"retention_days" numeric DEFAULT 730 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "analytics_settings_inbound_paths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"label" varchar DEFAULT 'affiliate' NOT NULL
  );
  
  CREATE TABLE "analytics_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"script_events" boolean DEFAULT true,
  	"download_extensions" varchar DEFAULT 'doc, pdf, ppt, zip, xls, docx, pptx, xlsx' NOT NULL,
  	"home_url" varchar,
  	"cross_hostnames" varchar,
  	"hash_tracking" boolean DEFAULT false,
  	"measurement_id" varchar,
  	"retention_days" numeric DEFAULT 425 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "affiliate_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
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
  ALTER TABLE "pages_blocks_form_embed" ADD CONSTRAINT "pages_blocks_form_embed_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "_pages_v_blocks_form_embed" ADD CONSTRAINT "_pages_v_blocks_form_embed_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "ff_text_logic_rules" ADD CONSTRAINT "ff_text_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_text" ADD CONSTRAINT "ff_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_textarea_logic_rules" ADD CONSTRAINT "ff_textarea_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_textarea"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_textarea" ADD CONSTRAINT "ff_textarea_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_select_logic_rules" ADD CONSTRAINT "ff_select_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_select"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_select_choices" ADD CONSTRAINT "ff_select_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_select"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_select" ADD CONSTRAINT "ff_select_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_multiselect_logic_rules" ADD CONSTRAINT "ff_multiselect_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_multiselect"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_multiselect_choices" ADD CONSTRAINT "ff_multiselect_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_multiselect"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_multiselect" ADD CONSTRAINT "ff_multiselect_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_number_logic_rules" ADD CONSTRAINT "ff_number_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_number"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_number" ADD CONSTRAINT "ff_number_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_checkbox_logic_rules" ADD CONSTRAINT "ff_checkbox_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_checkbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_checkbox_choices" ADD CONSTRAINT "ff_checkbox_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_checkbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_checkbox" ADD CONSTRAINT "ff_checkbox_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_radio_logic_rules" ADD CONSTRAINT "ff_radio_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_radio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_radio_choices" ADD CONSTRAINT "ff_radio_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_radio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_radio" ADD CONSTRAINT "ff_radio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_hidden_logic_rules" ADD CONSTRAINT "ff_hidden_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_hidden"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_hidden" ADD CONSTRAINT "ff_hidden_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_html_logic_rules" ADD CONSTRAINT "ff_html_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_html"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_html" ADD CONSTRAINT "ff_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_section_logic_rules" ADD CONSTRAINT "ff_section_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_section" ADD CONSTRAINT "ff_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_page_logic_rules" ADD CONSTRAINT "ff_page_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_page_next_button_logic_rules" ADD CONSTRAINT "ff_page_next_button_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_page" ADD CONSTRAINT "ff_page_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_name_logic_rules" ADD CONSTRAINT "ff_name_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_name"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_name" ADD CONSTRAINT "ff_name_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_email_logic_rules" ADD CONSTRAINT "ff_email_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_email"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_email" ADD CONSTRAINT "ff_email_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_phone_logic_rules" ADD CONSTRAINT "ff_phone_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_phone"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_phone" ADD CONSTRAINT "ff_phone_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_website_logic_rules" ADD CONSTRAINT "ff_website_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_website"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_website" ADD CONSTRAINT "ff_website_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_address_logic_rules" ADD CONSTRAINT "ff_address_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_address"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_address" ADD CONSTRAINT "ff_address_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_date_logic_rules" ADD CONSTRAINT "ff_date_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_date"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_date" ADD CONSTRAINT "ff_date_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_time_logic_rules" ADD CONSTRAINT "ff_time_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_time"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_time" ADD CONSTRAINT "ff_time_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_consent_logic_rules" ADD CONSTRAINT "ff_consent_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_consent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_consent" ADD CONSTRAINT "ff_consent_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_submit_logic_rules" ADD CONSTRAINT "forms_submit_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_confirmations_logic_rules" ADD CONSTRAINT "forms_confirmations_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_confirmations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_confirmations" ADD CONSTRAINT "forms_confirmations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_confirmations" ADD CONSTRAINT "forms_confirmations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_notifications_logic_rules" ADD CONSTRAINT "forms_notifications_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_notifications" ADD CONSTRAINT "forms_notifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_entries" ADD CONSTRAINT "form_entries_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_social" ADD CONSTRAINT "footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_settings" ADD CONSTRAINT "consent_settings_privacy_page_id_pages_id_fk" FOREIGN KEY ("privacy_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_settings" ADD CONSTRAINT "consent_settings_cookie_page_id_pages_id_fk" FOREIGN KEY ("cookie_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "analytics_settings_inbound_paths" ADD CONSTRAINT "analytics_settings_inbound_paths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."analytics_settings"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "pages_blocks_form_embed_form_idx" ON "pages_blocks_form_embed" USING btree ("form_id");
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
  CREATE INDEX "_pages_v_blocks_form_embed_form_idx" ON "_pages_v_blocks_form_embed" USING btree ("form_id");
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
  CREATE INDEX "ff_text_logic_rules_order_idx" ON "ff_text_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_text_logic_rules_parent_id_idx" ON "ff_text_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_text_order_idx" ON "ff_text" USING btree ("_order");
  CREATE INDEX "ff_text_parent_id_idx" ON "ff_text" USING btree ("_parent_id");
  CREATE INDEX "ff_text_path_idx" ON "ff_text" USING btree ("_path");
  CREATE INDEX "ff_textarea_logic_rules_order_idx" ON "ff_textarea_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_textarea_logic_rules_parent_id_idx" ON "ff_textarea_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_textarea_order_idx" ON "ff_textarea" USING btree ("_order");
  CREATE INDEX "ff_textarea_parent_id_idx" ON "ff_textarea" USING btree ("_parent_id");
  CREATE INDEX "ff_textarea_path_idx" ON "ff_textarea" USING btree ("_path");
  CREATE INDEX "ff_select_logic_rules_order_idx" ON "ff_select_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_select_logic_rules_parent_id_idx" ON "ff_select_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_select_choices_order_idx" ON "ff_select_choices" USING btree ("_order");
  CREATE INDEX "ff_select_choices_parent_id_idx" ON "ff_select_choices" USING btree ("_parent_id");
  CREATE INDEX "ff_select_order_idx" ON "ff_select" USING btree ("_order");
  CREATE INDEX "ff_select_parent_id_idx" ON "ff_select" USING btree ("_parent_id");
  CREATE INDEX "ff_select_path_idx" ON "ff_select" USING btree ("_path");
  CREATE INDEX "ff_multiselect_logic_rules_order_idx" ON "ff_multiselect_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_multiselect_logic_rules_parent_id_idx" ON "ff_multiselect_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_multiselect_choices_order_idx" ON "ff_multiselect_choices" USING btree ("_order");
  CREATE INDEX "ff_multiselect_choices_parent_id_idx" ON "ff_multiselect_choices" USING btree ("_parent_id");
  CREATE INDEX "ff_multiselect_order_idx" ON "ff_multiselect" USING btree ("_order");
  CREATE INDEX "ff_multiselect_parent_id_idx" ON "ff_multiselect" USING btree ("_parent_id");
  CREATE INDEX "ff_multiselect_path_idx" ON "ff_multiselect" USING btree ("_path");
  CREATE INDEX "ff_number_logic_rules_order_idx" ON "ff_number_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_number_logic_rules_parent_id_idx" ON "ff_number_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_number_order_idx" ON "ff_number" USING btree ("_order");
  CREATE INDEX "ff_number_parent_id_idx" ON "ff_number" USING btree ("_parent_id");
  CREATE INDEX "ff_number_path_idx" ON "ff_number" USING btree ("_path");
  CREATE INDEX "ff_checkbox_logic_rules_order_idx" ON "ff_checkbox_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_checkbox_logic_rules_parent_id_idx" ON "ff_checkbox_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_checkbox_choices_order_idx" ON "ff_checkbox_choices" USING btree ("_order");
  CREATE INDEX "ff_checkbox_choices_parent_id_idx" ON "ff_checkbox_choices" USING btree ("_parent_id");
  CREATE INDEX "ff_checkbox_order_idx" ON "ff_checkbox" USING btree ("_order");
  CREATE INDEX "ff_checkbox_parent_id_idx" ON "ff_checkbox" USING btree ("_parent_id");
  CREATE INDEX "ff_checkbox_path_idx" ON "ff_checkbox" USING btree ("_path");
  CREATE INDEX "ff_radio_logic_rules_order_idx" ON "ff_radio_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_radio_logic_rules_parent_id_idx" ON "ff_radio_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_radio_choices_order_idx" ON "ff_radio_choices" USING btree ("_order");
  CREATE INDEX "ff_radio_choices_parent_id_idx" ON "ff_radio_choices" USING btree ("_parent_id");
  CREATE INDEX "ff_radio_order_idx" ON "ff_radio" USING btree ("_order");
  CREATE INDEX "ff_radio_parent_id_idx" ON "ff_radio" USING btree ("_parent_id");
  CREATE INDEX "ff_radio_path_idx" ON "ff_radio" USING btree ("_path");
  CREATE INDEX "ff_hidden_logic_rules_order_idx" ON "ff_hidden_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_hidden_logic_rules_parent_id_idx" ON "ff_hidden_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_hidden_order_idx" ON "ff_hidden" USING btree ("_order");
  CREATE INDEX "ff_hidden_parent_id_idx" ON "ff_hidden" USING btree ("_parent_id");
  CREATE INDEX "ff_hidden_path_idx" ON "ff_hidden" USING btree ("_path");
  CREATE INDEX "ff_html_logic_rules_order_idx" ON "ff_html_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_html_logic_rules_parent_id_idx" ON "ff_html_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_html_order_idx" ON "ff_html" USING btree ("_order");
  CREATE INDEX "ff_html_parent_id_idx" ON "ff_html" USING btree ("_parent_id");
  CREATE INDEX "ff_html_path_idx" ON "ff_html" USING btree ("_path");
  CREATE INDEX "ff_section_logic_rules_order_idx" ON "ff_section_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_section_logic_rules_parent_id_idx" ON "ff_section_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_section_order_idx" ON "ff_section" USING btree ("_order");
  CREATE INDEX "ff_section_parent_id_idx" ON "ff_section" USING btree ("_parent_id");
  CREATE INDEX "ff_section_path_idx" ON "ff_section" USING btree ("_path");
  CREATE INDEX "ff_page_logic_rules_order_idx" ON "ff_page_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_page_logic_rules_parent_id_idx" ON "ff_page_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_page_next_button_logic_rules_order_idx" ON "ff_page_next_button_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_page_next_button_logic_rules_parent_id_idx" ON "ff_page_next_button_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_page_order_idx" ON "ff_page" USING btree ("_order");
  CREATE INDEX "ff_page_parent_id_idx" ON "ff_page" USING btree ("_parent_id");
  CREATE INDEX "ff_page_path_idx" ON "ff_page" USING btree ("_path");
  CREATE INDEX "ff_name_logic_rules_order_idx" ON "ff_name_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_name_logic_rules_parent_id_idx" ON "ff_name_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_name_order_idx" ON "ff_name" USING btree ("_order");
  CREATE INDEX "ff_name_parent_id_idx" ON "ff_name" USING btree ("_parent_id");
  CREATE INDEX "ff_name_path_idx" ON "ff_name" USING btree ("_path");
  CREATE INDEX "ff_email_logic_rules_order_idx" ON "ff_email_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_email_logic_rules_parent_id_idx" ON "ff_email_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_email_order_idx" ON "ff_email" USING btree ("_order");
  CREATE INDEX "ff_email_parent_id_idx" ON "ff_email" USING btree ("_parent_id");
  CREATE INDEX "ff_email_path_idx" ON "ff_email" USING btree ("_path");
  CREATE INDEX "ff_phone_logic_rules_order_idx" ON "ff_phone_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_phone_logic_rules_parent_id_idx" ON "ff_phone_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_phone_order_idx" ON "ff_phone" USING btree ("_order");
  CREATE INDEX "ff_phone_parent_id_idx" ON "ff_phone" USING btree ("_parent_id");
  CREATE INDEX "ff_phone_path_idx" ON "ff_phone" USING btree ("_path");
  CREATE INDEX "ff_website_logic_rules_order_idx" ON "ff_website_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_website_logic_rules_parent_id_idx" ON "ff_website_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_website_order_idx" ON "ff_website" USING btree ("_order");
  CREATE INDEX "ff_website_parent_id_idx" ON "ff_website" USING btree ("_parent_id");
  CREATE INDEX "ff_website_path_idx" ON "ff_website" USING btree ("_path");
  CREATE INDEX "ff_address_logic_rules_order_idx" ON "ff_address_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_address_logic_rules_parent_id_idx" ON "ff_address_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_address_order_idx" ON "ff_address" USING btree ("_order");
  CREATE INDEX "ff_address_parent_id_idx" ON "ff_address" USING btree ("_parent_id");
  CREATE INDEX "ff_address_path_idx" ON "ff_address" USING btree ("_path");
  CREATE INDEX "ff_date_logic_rules_order_idx" ON "ff_date_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_date_logic_rules_parent_id_idx" ON "ff_date_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_date_order_idx" ON "ff_date" USING btree ("_order");
  CREATE INDEX "ff_date_parent_id_idx" ON "ff_date" USING btree ("_parent_id");
  CREATE INDEX "ff_date_path_idx" ON "ff_date" USING btree ("_path");
  CREATE INDEX "ff_time_logic_rules_order_idx" ON "ff_time_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_time_logic_rules_parent_id_idx" ON "ff_time_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_time_order_idx" ON "ff_time" USING btree ("_order");
  CREATE INDEX "ff_time_parent_id_idx" ON "ff_time" USING btree ("_parent_id");
  CREATE INDEX "ff_time_path_idx" ON "ff_time" USING btree ("_path");
  CREATE INDEX "ff_consent_logic_rules_order_idx" ON "ff_consent_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_consent_logic_rules_parent_id_idx" ON "ff_consent_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_consent_order_idx" ON "ff_consent" USING btree ("_order");
  CREATE INDEX "ff_consent_parent_id_idx" ON "ff_consent" USING btree ("_parent_id");
  CREATE INDEX "ff_consent_path_idx" ON "ff_consent" USING btree ("_path");
  CREATE INDEX "forms_submit_logic_rules_order_idx" ON "forms_submit_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_submit_logic_rules_parent_id_idx" ON "forms_submit_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_confirmations_logic_rules_order_idx" ON "forms_confirmations_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_confirmations_logic_rules_parent_id_idx" ON "forms_confirmations_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_confirmations_order_idx" ON "forms_confirmations" USING btree ("_order");
  CREATE INDEX "forms_confirmations_parent_id_idx" ON "forms_confirmations" USING btree ("_parent_id");
  CREATE INDEX "forms_confirmations_page_idx" ON "forms_confirmations" USING btree ("page_id");
  CREATE INDEX "forms_notifications_logic_rules_order_idx" ON "forms_notifications_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_notifications_logic_rules_parent_id_idx" ON "forms_notifications_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_notifications_order_idx" ON "forms_notifications" USING btree ("_order");
  CREATE INDEX "forms_notifications_parent_id_idx" ON "forms_notifications" USING btree ("_parent_id");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "form_entries_form_idx" ON "form_entries" USING btree ("form_id");
  CREATE INDEX "form_entries_status_idx" ON "form_entries" USING btree ("status");
  CREATE INDEX "form_entries_updated_at_idx" ON "form_entries" USING btree ("updated_at");
  CREATE INDEX "form_entries_created_at_idx" ON "form_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "affiliate_links_slug_idx" ON "affiliate_links" USING btree ("slug");
  CREATE INDEX "affiliate_links_updated_at_idx" ON "affiliate_links" USING btree ("updated_at");
  CREATE INDEX "affiliate_links_created_at_idx" ON "affiliate_links" USING btree ("created_at");
  CREATE INDEX "analytics_events_type_idx" ON "analytics_events" USING btree ("type");
  CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");
  CREATE INDEX "analytics_events_form_id_idx" ON "analytics_events" USING btree ("form_id");
  CREATE INDEX "analytics_events_updated_at_idx" ON "analytics_events" USING btree ("updated_at");
  CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");
  CREATE INDEX "consent_records_visitor_id_idx" ON "consent_records" USING btree ("visitor_id");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  CREATE INDEX "footer_social_order_idx" ON "footer_social" USING btree ("_order");
  CREATE INDEX "footer_social_parent_id_idx" ON "footer_social" USING btree ("_parent_id");
  CREATE INDEX "consent_settings_privacy_page_idx" ON "consent_settings" USING btree ("privacy_page_id");
  CREATE INDEX "consent_settings_cookie_page_idx" ON "consent_settings" USING btree ("cookie_page_id");
  CREATE INDEX "analytics_settings_inbound_paths_order_idx" ON "analytics_settings_inbound_paths" USING btree ("_order");
  CREATE INDEX "analytics_settings_inbound_paths_parent_id_idx" ON "analytics_settings_inbound_paths" USING btree ("_parent_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_entries_fk" FOREIGN KEY ("form_entries_id") REFERENCES "public"."form_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_affiliate_links_fk" FOREIGN KEY ("affiliate_links_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_events_fk" FOREIGN KEY ("analytics_events_id") REFERENCES "public"."analytics_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id");
  CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id");
  CREATE INDEX "redirects_rels_products_id_idx" ON "redirects_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_product_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("product_categories_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("form_entries_id");
  CREATE INDEX "payload_locked_documents_rels_affiliate_links_id_idx" ON "payload_locked_documents_rels" USING btree ("affiliate_links_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_events_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_events_id");
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
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
  ALTER TABLE "ff_text_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_textarea_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_textarea" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_select_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_select_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_select" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_multiselect_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_multiselect_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_multiselect" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_number_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_number" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_checkbox_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_checkbox_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_checkbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_radio_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_radio_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_radio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_hidden_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_hidden" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_html_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_html" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_section_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_page_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_page_next_button_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_name_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_name" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_email_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_email" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_phone_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_phone" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_website_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_website" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_address_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_address" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_date_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_time_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_time" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_consent_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ff_consent" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_submit_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_confirmations_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_confirmations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_notifications_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "affiliate_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_settings_inbound_paths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_settings" DISABLE ROW LEVEL SECURITY;
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
  DROP TABLE "ff_text_logic_rules" CASCADE;
  DROP TABLE "ff_text" CASCADE;
  DROP TABLE "ff_textarea_logic_rules" CASCADE;
  DROP TABLE "ff_textarea" CASCADE;
  DROP TABLE "ff_select_logic_rules" CASCADE;
  DROP TABLE "ff_select_choices" CASCADE;
  DROP TABLE "ff_select" CASCADE;
  DROP TABLE "ff_multiselect_logic_rules" CASCADE;
  DROP TABLE "ff_multiselect_choices" CASCADE;
  DROP TABLE "ff_multiselect" CASCADE;
  DROP TABLE "ff_number_logic_rules" CASCADE;
  DROP TABLE "ff_number" CASCADE;
  DROP TABLE "ff_checkbox_logic_rules" CASCADE;
  DROP TABLE "ff_checkbox_choices" CASCADE;
  DROP TABLE "ff_checkbox" CASCADE;
  DROP TABLE "ff_radio_logic_rules" CASCADE;
  DROP TABLE "ff_radio_choices" CASCADE;
  DROP TABLE "ff_radio" CASCADE;
  DROP TABLE "ff_hidden_logic_rules" CASCADE;
  DROP TABLE "ff_hidden" CASCADE;
  DROP TABLE "ff_html_logic_rules" CASCADE;
  DROP TABLE "ff_html" CASCADE;
  DROP TABLE "ff_section_logic_rules" CASCADE;
  DROP TABLE "ff_section" CASCADE;
  DROP TABLE "ff_page_logic_rules" CASCADE;
  DROP TABLE "ff_page_next_button_logic_rules" CASCADE;
  DROP TABLE "ff_page" CASCADE;
  DROP TABLE "ff_name_logic_rules" CASCADE;
  DROP TABLE "ff_name" CASCADE;
  DROP TABLE "ff_email_logic_rules" CASCADE;
  DROP TABLE "ff_email" CASCADE;
  DROP TABLE "ff_phone_logic_rules" CASCADE;
  DROP TABLE "ff_phone" CASCADE;
  DROP TABLE "ff_website_logic_rules" CASCADE;
  DROP TABLE "ff_website" CASCADE;
  DROP TABLE "ff_address_logic_rules" CASCADE;
  DROP TABLE "ff_address" CASCADE;
  DROP TABLE "ff_date_logic_rules" CASCADE;
  DROP TABLE "ff_date" CASCADE;
  DROP TABLE "ff_time_logic_rules" CASCADE;
  DROP TABLE "ff_time" CASCADE;
  DROP TABLE "ff_consent_logic_rules" CASCADE;
  DROP TABLE "ff_consent" CASCADE;
  DROP TABLE "forms_submit_logic_rules" CASCADE;
  DROP TABLE "forms_confirmations_logic_rules" CASCADE;
  DROP TABLE "forms_confirmations" CASCADE;
  DROP TABLE "forms_notifications_logic_rules" CASCADE;
  DROP TABLE "forms_notifications" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "form_entries" CASCADE;
  DROP TABLE "affiliate_links" CASCADE;
  DROP TABLE "analytics_events" CASCADE;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "footer_social" CASCADE;
  DROP TABLE "consent_settings" CASCADE;
  DROP TABLE "analytics_settings_inbound_paths" CASCADE;
  DROP TABLE "analytics_settings" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_products_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_products_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_affiliate_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "pages_rels_products_id_idx";
  DROP INDEX "_pages_v_rels_products_id_idx";
  DROP INDEX "redirects_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_product_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_affiliate_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
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
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "affiliate_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
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
  DROP TYPE "public"."enum_ff_text_logic_rules_operator";
  DROP TYPE "public"."enum_ff_text_width";
  DROP TYPE "public"."enum_ff_text_visibility";
  DROP TYPE "public"."enum_ff_text_logic_action_type";
  DROP TYPE "public"."enum_ff_text_logic_logic_type";
  DROP TYPE "public"."enum_ff_textarea_logic_rules_operator";
  DROP TYPE "public"."enum_ff_textarea_width";
  DROP TYPE "public"."enum_ff_textarea_visibility";
  DROP TYPE "public"."enum_ff_textarea_logic_action_type";
  DROP TYPE "public"."enum_ff_textarea_logic_logic_type";
  DROP TYPE "public"."enum_ff_select_logic_rules_operator";
  DROP TYPE "public"."enum_ff_select_width";
  DROP TYPE "public"."enum_ff_select_visibility";
  DROP TYPE "public"."enum_ff_select_logic_action_type";
  DROP TYPE "public"."enum_ff_select_logic_logic_type";
  DROP TYPE "public"."enum_ff_multiselect_logic_rules_operator";
  DROP TYPE "public"."enum_ff_multiselect_width";
  DROP TYPE "public"."enum_ff_multiselect_visibility";
  DROP TYPE "public"."enum_ff_multiselect_logic_action_type";
  DROP TYPE "public"."enum_ff_multiselect_logic_logic_type";
  DROP TYPE "public"."enum_ff_number_logic_rules_operator";
  DROP TYPE "public"."enum_ff_number_width";
  DROP TYPE "public"."enum_ff_number_visibility";
  DROP TYPE "public"."enum_ff_number_logic_action_type";
  DROP TYPE "public"."enum_ff_number_logic_logic_type";
  DROP TYPE "public"."enum_ff_number_number_format";
  DROP TYPE "public"."enum_ff_checkbox_logic_rules_operator";
  DROP TYPE "public"."enum_ff_checkbox_width";
  DROP TYPE "public"."enum_ff_checkbox_visibility";
  DROP TYPE "public"."enum_ff_checkbox_logic_action_type";
  DROP TYPE "public"."enum_ff_checkbox_logic_logic_type";
  DROP TYPE "public"."enum_ff_radio_logic_rules_operator";
  DROP TYPE "public"."enum_ff_radio_width";
  DROP TYPE "public"."enum_ff_radio_visibility";
  DROP TYPE "public"."enum_ff_radio_logic_action_type";
  DROP TYPE "public"."enum_ff_radio_logic_logic_type";
  DROP TYPE "public"."enum_ff_hidden_logic_rules_operator";
  DROP TYPE "public"."enum_ff_hidden_width";
  DROP TYPE "public"."enum_ff_hidden_visibility";
  DROP TYPE "public"."enum_ff_hidden_logic_action_type";
  DROP TYPE "public"."enum_ff_hidden_logic_logic_type";
  DROP TYPE "public"."enum_ff_html_logic_rules_operator";
  DROP TYPE "public"."enum_ff_html_width";
  DROP TYPE "public"."enum_ff_html_visibility";
  DROP TYPE "public"."enum_ff_html_logic_action_type";
  DROP TYPE "public"."enum_ff_html_logic_logic_type";
  DROP TYPE "public"."enum_ff_section_logic_rules_operator";
  DROP TYPE "public"."enum_ff_section_width";
  DROP TYPE "public"."enum_ff_section_visibility";
  DROP TYPE "public"."enum_ff_section_logic_action_type";
  DROP TYPE "public"."enum_ff_section_logic_logic_type";
  DROP TYPE "public"."enum_ff_page_logic_rules_operator";
  DROP TYPE "public"."enum_ff_page_next_button_logic_rules_operator";
  DROP TYPE "public"."enum_ff_page_width";
  DROP TYPE "public"."enum_ff_page_visibility";
  DROP TYPE "public"."enum_ff_page_logic_action_type";
  DROP TYPE "public"."enum_ff_page_logic_logic_type";
  DROP TYPE "public"."enum_ff_page_next_button_logic_action_type";
  DROP TYPE "public"."enum_ff_page_next_button_logic_logic_type";
  DROP TYPE "public"."enum_ff_name_logic_rules_operator";
  DROP TYPE "public"."enum_ff_name_width";
  DROP TYPE "public"."enum_ff_name_visibility";
  DROP TYPE "public"."enum_ff_name_logic_action_type";
  DROP TYPE "public"."enum_ff_name_logic_logic_type";
  DROP TYPE "public"."enum_ff_email_logic_rules_operator";
  DROP TYPE "public"."enum_ff_email_width";
  DROP TYPE "public"."enum_ff_email_visibility";
  DROP TYPE "public"."enum_ff_email_logic_action_type";
  DROP TYPE "public"."enum_ff_email_logic_logic_type";
  DROP TYPE "public"."enum_ff_phone_logic_rules_operator";
  DROP TYPE "public"."enum_ff_phone_width";
  DROP TYPE "public"."enum_ff_phone_visibility";
  DROP TYPE "public"."enum_ff_phone_logic_action_type";
  DROP TYPE "public"."enum_ff_phone_logic_logic_type";
  DROP TYPE "public"."enum_ff_phone_phone_format";
  DROP TYPE "public"."enum_ff_website_logic_rules_operator";
  DROP TYPE "public"."enum_ff_website_width";
  DROP TYPE "public"."enum_ff_website_visibility";
  DROP TYPE "public"."enum_ff_website_logic_action_type";
  DROP TYPE "public"."enum_ff_website_logic_logic_type";
  DROP TYPE "public"."enum_ff_address_logic_rules_operator";
  DROP TYPE "public"."enum_ff_address_width";
  DROP TYPE "public"."enum_ff_address_visibility";
  DROP TYPE "public"."enum_ff_address_logic_action_type";
  DROP TYPE "public"."enum_ff_address_logic_logic_type";
  DROP TYPE "public"."enum_ff_address_default_country";
  DROP TYPE "public"."enum_ff_date_logic_rules_operator";
  DROP TYPE "public"."enum_ff_date_width";
  DROP TYPE "public"."enum_ff_date_visibility";
  DROP TYPE "public"."enum_ff_date_logic_action_type";
  DROP TYPE "public"."enum_ff_date_logic_logic_type";
  DROP TYPE "public"."enum_ff_date_date_type";
  DROP TYPE "public"."enum_ff_date_date_format";
  DROP TYPE "public"."enum_ff_time_logic_rules_operator";
  DROP TYPE "public"."enum_ff_time_width";
  DROP TYPE "public"."enum_ff_time_visibility";
  DROP TYPE "public"."enum_ff_time_logic_action_type";
  DROP TYPE "public"."enum_ff_time_logic_logic_type";
  DROP TYPE "public"."enum_ff_time_time_format";
  DROP TYPE "public"."enum_ff_consent_logic_rules_operator";
  DROP TYPE "public"."enum_ff_consent_width";
  DROP TYPE "public"."enum_ff_consent_visibility";
  DROP TYPE "public"."enum_ff_consent_logic_action_type";
  DROP TYPE "public"."enum_ff_consent_logic_logic_type";
  DROP TYPE "public"."enum_forms_submit_logic_rules_operator";
  DROP TYPE "public"."enum_forms_confirmations_logic_rules_operator";
  DROP TYPE "public"."enum_forms_confirmations_type";
  DROP TYPE "public"."enum_forms_confirmations_logic_action_type";
  DROP TYPE "public"."enum_forms_confirmations_logic_logic_type";
  DROP TYPE "public"."enum_forms_notifications_logic_rules_operator";
  DROP TYPE "public"."enum_forms_notifications_to_type";
  DROP TYPE "public"."enum_forms_notifications_logic_action_type";
  DROP TYPE "public"."enum_forms_notifications_logic_logic_type";
  DROP TYPE "public"."enum_forms_submit_logic_action_type";
  DROP TYPE "public"."enum_forms_submit_logic_logic_type";
  DROP TYPE "public"."enum_forms_pagination_type";
  DROP TYPE "public"."enum_forms_settings_limit_entries_period";
  DROP TYPE "public"."enum_form_entries_status";
  DROP TYPE "public"."enum_analytics_events_type";
  DROP TYPE "public"."enum_analytics_events_category";
  DROP TYPE "public"."enum_consent_records_decision";
  DROP TYPE "public"."enum_consent_records_method";
  DROP TYPE "public"."enum_footer_social_platform";
  DROP TYPE "public"."enum_consent_settings_position";
  DROP TYPE "public"."enum_consent_settings_after_change";`)
}
