import { type MigrateDownArgs, type MigrateUpArgs, sql as adapterSql } from '@payloadcms/db-postgres'

import { fieldListsFromTables, tableRowsFromFieldList, type TableAccess } from '../form-fields-json'

const sql = (strings: TemplateStringsArray, ...values: unknown[]) => adapterSql(strings, ...values) as never

type Db = MigrateUpArgs['db']

const rowsOf = async (db: Db, query: unknown) => (await db.execute(query as never)).rows as Record<string, unknown>[]

const tables = (db: Db): TableAccess => ({
  rows: (table) => rowsOf(db, adapterSql`SELECT * FROM ${adapterSql.identifier(table)} ORDER BY "_parent_id", "_order";`),
})

/**
 * Form fields move from one table per field type (`ff_*`) into `forms.field_list` (JSON), so a
 * new field type needs no migration; ids, order and settings are kept (form-fields-json.ts).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "forms" ADD COLUMN "field_list" jsonb;`)
  for (const [id, list] of await fieldListsFromTables(tables(db))) {
    await db.execute(sql`UPDATE "forms" SET "field_list" = ${JSON.stringify(list)}::jsonb WHERE "id" = ${id};`)
  }
  await db.execute(sql`UPDATE "forms" SET "field_list" = '[]'::jsonb WHERE "field_list" IS NULL;`)
  await db.execute(sql`
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
  DROP TABLE "ff_captcha_logic_rules" CASCADE;
  DROP TABLE "ff_captcha" CASCADE;
  DROP TABLE "ff_consent_logic_rules" CASCADE;
  DROP TABLE "ff_consent" CASCADE;
  DROP TABLE "ff_fileupload_logic_rules" CASCADE;
  DROP TABLE "ff_fileupload" CASCADE;
  DROP TABLE "ff_product_logic_rules" CASCADE;
  DROP TABLE "ff_product_choices" CASCADE;
  DROP TABLE "ff_product" CASCADE;
  DROP TABLE "ff_option_logic_rules" CASCADE;
  DROP TABLE "ff_option_choices" CASCADE;
  DROP TABLE "ff_option" CASCADE;
  DROP TABLE "ff_quantity_logic_rules" CASCADE;
  DROP TABLE "ff_quantity" CASCADE;
  DROP TABLE "ff_shipping_logic_rules" CASCADE;
  DROP TABLE "ff_shipping_choices" CASCADE;
  DROP TABLE "ff_shipping" CASCADE;
  DROP TABLE "ff_total_logic_rules" CASCADE;
  DROP TABLE "ff_total" CASCADE;
  DROP TABLE "ff_list_logic_rules" CASCADE;
  DROP TABLE "ff_list_columns" CASCADE;
  DROP TABLE "ff_list" CASCADE;
  DROP TABLE "ff_repeater_logic_rules" CASCADE;
  DROP TABLE "ff_rep_sub_ch" CASCADE;
  DROP TABLE "ff_rep_sub" CASCADE;
  DROP TABLE "ff_repeater" CASCADE;
  DROP TABLE "ff_social_logic_rules" CASCADE;
  DROP TABLE "ff_social" CASCADE;
  DROP TABLE "ff_password_logic_rules" CASCADE;
  DROP TABLE "ff_password" CASCADE;
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
  DROP TYPE "public"."enum_ff_number_calculation_rounding";
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
  DROP TYPE "public"."enum_ff_captcha_logic_rules_operator";
  DROP TYPE "public"."enum_ff_captcha_width";
  DROP TYPE "public"."enum_ff_captcha_visibility";
  DROP TYPE "public"."enum_ff_captcha_logic_action_type";
  DROP TYPE "public"."enum_ff_captcha_logic_logic_type";
  DROP TYPE "public"."enum_ff_captcha_captcha_size";
  DROP TYPE "public"."enum_ff_consent_logic_rules_operator";
  DROP TYPE "public"."enum_ff_consent_width";
  DROP TYPE "public"."enum_ff_consent_visibility";
  DROP TYPE "public"."enum_ff_consent_logic_action_type";
  DROP TYPE "public"."enum_ff_consent_logic_logic_type";
  DROP TYPE "public"."enum_ff_fileupload_logic_rules_operator";
  DROP TYPE "public"."enum_ff_fileupload_width";
  DROP TYPE "public"."enum_ff_fileupload_visibility";
  DROP TYPE "public"."enum_ff_fileupload_logic_action_type";
  DROP TYPE "public"."enum_ff_fileupload_logic_logic_type";
  DROP TYPE "public"."enum_ff_product_logic_rules_operator";
  DROP TYPE "public"."enum_ff_product_width";
  DROP TYPE "public"."enum_ff_product_visibility";
  DROP TYPE "public"."enum_ff_product_logic_action_type";
  DROP TYPE "public"."enum_ff_product_logic_logic_type";
  DROP TYPE "public"."enum_ff_product_input_type";
  DROP TYPE "public"."enum_ff_option_logic_rules_operator";
  DROP TYPE "public"."enum_ff_option_width";
  DROP TYPE "public"."enum_ff_option_visibility";
  DROP TYPE "public"."enum_ff_option_logic_action_type";
  DROP TYPE "public"."enum_ff_option_logic_logic_type";
  DROP TYPE "public"."enum_ff_option_input_type";
  DROP TYPE "public"."enum_ff_quantity_logic_rules_operator";
  DROP TYPE "public"."enum_ff_quantity_width";
  DROP TYPE "public"."enum_ff_quantity_visibility";
  DROP TYPE "public"."enum_ff_quantity_logic_action_type";
  DROP TYPE "public"."enum_ff_quantity_logic_logic_type";
  DROP TYPE "public"."enum_ff_shipping_logic_rules_operator";
  DROP TYPE "public"."enum_ff_shipping_width";
  DROP TYPE "public"."enum_ff_shipping_visibility";
  DROP TYPE "public"."enum_ff_shipping_logic_action_type";
  DROP TYPE "public"."enum_ff_shipping_logic_logic_type";
  DROP TYPE "public"."enum_ff_shipping_input_type";
  DROP TYPE "public"."enum_ff_total_logic_rules_operator";
  DROP TYPE "public"."enum_ff_total_width";
  DROP TYPE "public"."enum_ff_total_visibility";
  DROP TYPE "public"."enum_ff_total_logic_action_type";
  DROP TYPE "public"."enum_ff_total_logic_logic_type";
  DROP TYPE "public"."enum_ff_list_logic_rules_operator";
  DROP TYPE "public"."enum_ff_list_width";
  DROP TYPE "public"."enum_ff_list_visibility";
  DROP TYPE "public"."enum_ff_list_logic_action_type";
  DROP TYPE "public"."enum_ff_list_logic_logic_type";
  DROP TYPE "public"."enum_ff_repeater_logic_rules_operator";
  DROP TYPE "public"."ff_rep_sub_type";
  DROP TYPE "public"."ff_rep_sub_num";
  DROP TYPE "public"."enum_ff_repeater_width";
  DROP TYPE "public"."enum_ff_repeater_visibility";
  DROP TYPE "public"."enum_ff_repeater_logic_action_type";
  DROP TYPE "public"."enum_ff_repeater_logic_logic_type";
  DROP TYPE "public"."enum_ff_social_logic_rules_operator";
  DROP TYPE "public"."enum_ff_social_width";
  DROP TYPE "public"."enum_ff_social_visibility";
  DROP TYPE "public"."enum_ff_social_logic_action_type";
  DROP TYPE "public"."enum_ff_social_logic_logic_type";
  DROP TYPE "public"."enum_ff_social_platform";
  DROP TYPE "public"."enum_ff_password_logic_rules_operator";
  DROP TYPE "public"."enum_ff_password_width";
  DROP TYPE "public"."enum_ff_password_visibility";
  DROP TYPE "public"."enum_ff_password_logic_action_type";
  DROP TYPE "public"."enum_ff_password_logic_logic_type";
  DROP TYPE "public"."enum_ff_password_min_password_strength";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  CREATE TYPE "public"."enum_ff_number_calculation_rounding" AS ENUM('norounding', '0', '1', '2', '3', '4');
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
  CREATE TYPE "public"."enum_ff_captcha_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_captcha_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_captcha_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_captcha_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_captcha_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_captcha_captcha_size" AS ENUM('visible', 'invisible');
  CREATE TYPE "public"."enum_ff_consent_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_consent_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_consent_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_consent_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_consent_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_fileupload_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_fileupload_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_fileupload_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_fileupload_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_fileupload_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_product_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_product_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_product_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_product_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_product_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_product_input_type" AS ENUM('singleproduct', 'select', 'radio', 'price', 'hiddenproduct', 'calculation');
  CREATE TYPE "public"."enum_ff_option_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_option_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_option_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_option_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_option_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_option_input_type" AS ENUM('select', 'radio', 'checkbox');
  CREATE TYPE "public"."enum_ff_quantity_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_quantity_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_quantity_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_quantity_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_quantity_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_shipping_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_shipping_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_shipping_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_shipping_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_shipping_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_shipping_input_type" AS ENUM('singleshipping', 'select', 'radio');
  CREATE TYPE "public"."enum_ff_total_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_total_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_total_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_total_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_total_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_list_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_list_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_list_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_list_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_list_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_repeater_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."ff_rep_sub_type" AS ENUM('text', 'email', 'number', 'textarea', 'select');
  CREATE TYPE "public"."ff_rep_sub_num" AS ENUM('decimal_comma', 'decimal_dot');
  CREATE TYPE "public"."enum_ff_repeater_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_repeater_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_repeater_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_repeater_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_social_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_social_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_social_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_social_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_social_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_social_platform" AS ENUM('calendly', 'youtube', 'wordpress', 'xitter', 'facebook', 'bluesky', 'tiktok', 'whatsapp', 'threads', 'linkedin', 'savvycal', 'github', 'instagram');
  CREATE TYPE "public"."enum_ff_password_logic_rules_operator" AS ENUM('is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_ff_password_width" AS ENUM('12', '9', '8', '6', '4', '3');
  CREATE TYPE "public"."enum_ff_password_visibility" AS ENUM('visible', 'hidden', 'administrative');
  CREATE TYPE "public"."enum_ff_password_logic_action_type" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_ff_password_logic_logic_type" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_ff_password_min_password_strength" AS ENUM('short', 'bad', 'good', 'strong');
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
  	"use_rich_text_editor" boolean,
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
  	"enable_calculation" boolean,
  	"calculation_formula" varchar,
  	"calculation_rounding" "enum_ff_number_calculation_rounding" DEFAULT 'norounding',
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
  	"enable_server_check" boolean,
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
  	"min_date" varchar,
  	"max_date" varchar,
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
  
  CREATE TABLE "ff_captcha_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_captcha_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_captcha" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_captcha_width" DEFAULT '12',
  	"visibility" "enum_ff_captcha_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_captcha_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_captcha_logic_logic_type" DEFAULT 'all',
  	"captcha_size" "enum_ff_captcha_captcha_size" DEFAULT 'visible',
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
  
  CREATE TABLE "ff_fileupload_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_fileupload_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_fileupload" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_fileupload_width" DEFAULT '12',
  	"visibility" "enum_ff_fileupload_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_fileupload_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_fileupload_logic_logic_type" DEFAULT 'all',
  	"allowed_extensions" varchar,
  	"max_file_size" numeric,
  	"multiple_files" boolean,
  	"max_files" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_product_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_product_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_product_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"value" varchar,
  	"price" numeric,
  	"is_selected" boolean
  );
  
  CREATE TABLE "ff_product" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_product_width" DEFAULT '12',
  	"visibility" "enum_ff_product_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_product_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_product_logic_logic_type" DEFAULT 'all',
  	"input_type" "enum_ff_product_input_type" DEFAULT 'singleproduct',
  	"base_price" numeric,
  	"disable_quantity" boolean,
  	"calculation_formula" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_option_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_option_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_option_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"value" varchar,
  	"price" numeric,
  	"is_selected" boolean
  );
  
  CREATE TABLE "ff_option" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_option_width" DEFAULT '12',
  	"visibility" "enum_ff_option_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_option_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_option_logic_logic_type" DEFAULT 'all',
  	"product_field" numeric NOT NULL,
  	"input_type" "enum_ff_option_input_type" DEFAULT 'select',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_quantity_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_quantity_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_quantity" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_quantity_width" DEFAULT '12',
  	"visibility" "enum_ff_quantity_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_quantity_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_quantity_logic_logic_type" DEFAULT 'all',
  	"product_field" numeric NOT NULL,
  	"range_min" numeric,
  	"range_max" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_shipping_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_shipping_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_shipping_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"value" varchar,
  	"price" numeric,
  	"is_selected" boolean
  );
  
  CREATE TABLE "ff_shipping" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_shipping_width" DEFAULT '12',
  	"visibility" "enum_ff_shipping_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_shipping_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_shipping_logic_logic_type" DEFAULT 'all',
  	"input_type" "enum_ff_shipping_input_type" DEFAULT 'singleshipping',
  	"base_price" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_total_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_total_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_total" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_total_width" DEFAULT '12',
  	"visibility" "enum_ff_total_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_total_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_total_logic_logic_type" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_list_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_list_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_list_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "ff_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_list_width" DEFAULT '12',
  	"visibility" "enum_ff_list_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_list_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_list_logic_logic_type" DEFAULT 'all',
  	"max_rows" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_repeater_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_repeater_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_rep_sub_ch" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "ff_rep_sub" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"type" "ff_rep_sub_type" DEFAULT 'text' NOT NULL,
  	"is_required" boolean,
  	"number_format" "ff_rep_sub_num" DEFAULT 'decimal_comma'
  );
  
  CREATE TABLE "ff_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_repeater_width" DEFAULT '12',
  	"visibility" "enum_ff_repeater_visibility" DEFAULT 'visible',
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_repeater_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_repeater_logic_logic_type" DEFAULT 'all',
  	"item_label" varchar,
  	"add_button_text" varchar,
  	"max_items" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_social_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_social_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_social_width" DEFAULT '12',
  	"visibility" "enum_ff_social_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"default_value" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"allows_prepopulate" boolean,
  	"input_name" varchar,
  	"no_duplicates" boolean,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_social_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_social_logic_logic_type" DEFAULT 'all',
  	"platform" "enum_ff_social_platform",
  	"block_name" varchar
  );
  
  CREATE TABLE "ff_password_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" varchar,
  	"operator" "enum_ff_password_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "ff_password" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field_id" numeric,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"is_required" boolean,
  	"width" "enum_ff_password_width" DEFAULT '12',
  	"visibility" "enum_ff_password_visibility" DEFAULT 'visible',
  	"placeholder" varchar,
  	"admin_label" varchar,
  	"css_class" varchar,
  	"error_message" varchar,
  	"logic_enabled" boolean,
  	"logic_action_type" "enum_ff_password_logic_action_type" DEFAULT 'show',
  	"logic_logic_type" "enum_ff_password_logic_logic_type" DEFAULT 'all',
  	"password_confirm" boolean DEFAULT true,
  	"password_strength_enabled" boolean DEFAULT true,
  	"min_password_strength" "enum_ff_password_min_password_strength",
  	"block_name" varchar
  );
  
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
  ALTER TABLE "ff_captcha_logic_rules" ADD CONSTRAINT "ff_captcha_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_captcha"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_captcha" ADD CONSTRAINT "ff_captcha_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_consent_logic_rules" ADD CONSTRAINT "ff_consent_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_consent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_consent" ADD CONSTRAINT "ff_consent_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_fileupload_logic_rules" ADD CONSTRAINT "ff_fileupload_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_fileupload"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_fileupload" ADD CONSTRAINT "ff_fileupload_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_product_logic_rules" ADD CONSTRAINT "ff_product_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_product_choices" ADD CONSTRAINT "ff_product_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_product" ADD CONSTRAINT "ff_product_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_option_logic_rules" ADD CONSTRAINT "ff_option_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_option"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_option_choices" ADD CONSTRAINT "ff_option_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_option"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_option" ADD CONSTRAINT "ff_option_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_quantity_logic_rules" ADD CONSTRAINT "ff_quantity_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_quantity"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_quantity" ADD CONSTRAINT "ff_quantity_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_shipping_logic_rules" ADD CONSTRAINT "ff_shipping_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_shipping"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_shipping_choices" ADD CONSTRAINT "ff_shipping_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_shipping"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_shipping" ADD CONSTRAINT "ff_shipping_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_total_logic_rules" ADD CONSTRAINT "ff_total_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_total"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_total" ADD CONSTRAINT "ff_total_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_list_logic_rules" ADD CONSTRAINT "ff_list_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_list_columns" ADD CONSTRAINT "ff_list_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_list" ADD CONSTRAINT "ff_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_repeater_logic_rules" ADD CONSTRAINT "ff_repeater_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_rep_sub_ch" ADD CONSTRAINT "ff_rep_sub_ch_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_rep_sub"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_rep_sub" ADD CONSTRAINT "ff_rep_sub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_repeater" ADD CONSTRAINT "ff_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_social_logic_rules" ADD CONSTRAINT "ff_social_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_social"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_social" ADD CONSTRAINT "ff_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_password_logic_rules" ADD CONSTRAINT "ff_password_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ff_password"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ff_password" ADD CONSTRAINT "ff_password_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "ff_captcha_logic_rules_order_idx" ON "ff_captcha_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_captcha_logic_rules_parent_id_idx" ON "ff_captcha_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_captcha_order_idx" ON "ff_captcha" USING btree ("_order");
  CREATE INDEX "ff_captcha_parent_id_idx" ON "ff_captcha" USING btree ("_parent_id");
  CREATE INDEX "ff_captcha_path_idx" ON "ff_captcha" USING btree ("_path");
  CREATE INDEX "ff_consent_logic_rules_order_idx" ON "ff_consent_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_consent_logic_rules_parent_id_idx" ON "ff_consent_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_consent_order_idx" ON "ff_consent" USING btree ("_order");
  CREATE INDEX "ff_consent_parent_id_idx" ON "ff_consent" USING btree ("_parent_id");
  CREATE INDEX "ff_consent_path_idx" ON "ff_consent" USING btree ("_path");
  CREATE INDEX "ff_fileupload_logic_rules_order_idx" ON "ff_fileupload_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_fileupload_logic_rules_parent_id_idx" ON "ff_fileupload_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_fileupload_order_idx" ON "ff_fileupload" USING btree ("_order");
  CREATE INDEX "ff_fileupload_parent_id_idx" ON "ff_fileupload" USING btree ("_parent_id");
  CREATE INDEX "ff_fileupload_path_idx" ON "ff_fileupload" USING btree ("_path");
  CREATE INDEX "ff_product_logic_rules_order_idx" ON "ff_product_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_product_logic_rules_parent_id_idx" ON "ff_product_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_product_choices_order_idx" ON "ff_product_choices" USING btree ("_order");
  CREATE INDEX "ff_product_choices_parent_id_idx" ON "ff_product_choices" USING btree ("_parent_id");
  CREATE INDEX "ff_product_order_idx" ON "ff_product" USING btree ("_order");
  CREATE INDEX "ff_product_parent_id_idx" ON "ff_product" USING btree ("_parent_id");
  CREATE INDEX "ff_product_path_idx" ON "ff_product" USING btree ("_path");
  CREATE INDEX "ff_option_logic_rules_order_idx" ON "ff_option_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_option_logic_rules_parent_id_idx" ON "ff_option_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_option_choices_order_idx" ON "ff_option_choices" USING btree ("_order");
  CREATE INDEX "ff_option_choices_parent_id_idx" ON "ff_option_choices" USING btree ("_parent_id");
  CREATE INDEX "ff_option_order_idx" ON "ff_option" USING btree ("_order");
  CREATE INDEX "ff_option_parent_id_idx" ON "ff_option" USING btree ("_parent_id");
  CREATE INDEX "ff_option_path_idx" ON "ff_option" USING btree ("_path");
  CREATE INDEX "ff_quantity_logic_rules_order_idx" ON "ff_quantity_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_quantity_logic_rules_parent_id_idx" ON "ff_quantity_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_quantity_order_idx" ON "ff_quantity" USING btree ("_order");
  CREATE INDEX "ff_quantity_parent_id_idx" ON "ff_quantity" USING btree ("_parent_id");
  CREATE INDEX "ff_quantity_path_idx" ON "ff_quantity" USING btree ("_path");
  CREATE INDEX "ff_shipping_logic_rules_order_idx" ON "ff_shipping_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_shipping_logic_rules_parent_id_idx" ON "ff_shipping_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_shipping_choices_order_idx" ON "ff_shipping_choices" USING btree ("_order");
  CREATE INDEX "ff_shipping_choices_parent_id_idx" ON "ff_shipping_choices" USING btree ("_parent_id");
  CREATE INDEX "ff_shipping_order_idx" ON "ff_shipping" USING btree ("_order");
  CREATE INDEX "ff_shipping_parent_id_idx" ON "ff_shipping" USING btree ("_parent_id");
  CREATE INDEX "ff_shipping_path_idx" ON "ff_shipping" USING btree ("_path");
  CREATE INDEX "ff_total_logic_rules_order_idx" ON "ff_total_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_total_logic_rules_parent_id_idx" ON "ff_total_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_total_order_idx" ON "ff_total" USING btree ("_order");
  CREATE INDEX "ff_total_parent_id_idx" ON "ff_total" USING btree ("_parent_id");
  CREATE INDEX "ff_total_path_idx" ON "ff_total" USING btree ("_path");
  CREATE INDEX "ff_list_logic_rules_order_idx" ON "ff_list_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_list_logic_rules_parent_id_idx" ON "ff_list_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_list_columns_order_idx" ON "ff_list_columns" USING btree ("_order");
  CREATE INDEX "ff_list_columns_parent_id_idx" ON "ff_list_columns" USING btree ("_parent_id");
  CREATE INDEX "ff_list_order_idx" ON "ff_list" USING btree ("_order");
  CREATE INDEX "ff_list_parent_id_idx" ON "ff_list" USING btree ("_parent_id");
  CREATE INDEX "ff_list_path_idx" ON "ff_list" USING btree ("_path");
  CREATE INDEX "ff_repeater_logic_rules_order_idx" ON "ff_repeater_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_repeater_logic_rules_parent_id_idx" ON "ff_repeater_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_rep_sub_ch_order_idx" ON "ff_rep_sub_ch" USING btree ("_order");
  CREATE INDEX "ff_rep_sub_ch_parent_id_idx" ON "ff_rep_sub_ch" USING btree ("_parent_id");
  CREATE INDEX "ff_rep_sub_order_idx" ON "ff_rep_sub" USING btree ("_order");
  CREATE INDEX "ff_rep_sub_parent_id_idx" ON "ff_rep_sub" USING btree ("_parent_id");
  CREATE INDEX "ff_repeater_order_idx" ON "ff_repeater" USING btree ("_order");
  CREATE INDEX "ff_repeater_parent_id_idx" ON "ff_repeater" USING btree ("_parent_id");
  CREATE INDEX "ff_repeater_path_idx" ON "ff_repeater" USING btree ("_path");
  CREATE INDEX "ff_social_logic_rules_order_idx" ON "ff_social_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_social_logic_rules_parent_id_idx" ON "ff_social_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_social_order_idx" ON "ff_social" USING btree ("_order");
  CREATE INDEX "ff_social_parent_id_idx" ON "ff_social" USING btree ("_parent_id");
  CREATE INDEX "ff_social_path_idx" ON "ff_social" USING btree ("_path");
  CREATE INDEX "ff_password_logic_rules_order_idx" ON "ff_password_logic_rules" USING btree ("_order");
  CREATE INDEX "ff_password_logic_rules_parent_id_idx" ON "ff_password_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "ff_password_order_idx" ON "ff_password" USING btree ("_order");
  CREATE INDEX "ff_password_parent_id_idx" ON "ff_password" USING btree ("_parent_id");
  CREATE INDEX "ff_password_path_idx" ON "ff_password" USING btree ("_path");
`)
  const forms = await rowsOf(db, adapterSql`SELECT "id", "field_list" FROM "forms";`)
  for (const form of forms) {
    for (const { table, values } of tableRowsFromFieldList(Number(form.id), form.field_list ?? [])) {
      const columns = Object.keys(values)
      await db.execute(
        sql`INSERT INTO ${adapterSql.identifier(table)} (${adapterSql.join(
          columns.map((c) => adapterSql.identifier(c)),
          adapterSql.raw(', '),
        )}) VALUES (${adapterSql.join(
          columns.map((c) => adapterSql`${values[c]}`),
          adapterSql.raw(', '),
        )});`,
      )
    }
  }
  await db.execute(sql`ALTER TABLE "forms" DROP COLUMN "field_list";`)
}
