import * as migration_20261122_001033_initial from './20261122_001033_initial';
import * as migration_20261122_024121_site_content_forms_consent from './20261122_024121_site_content_forms_consent';
import * as migration_20261123_212917_forms_entries_uploads_pricing_antispam from './20261123_212917_forms_entries_uploads_pricing_antispam';
import * as migration_20261124_233859_form_fields_password_repeater_rich_text from './20261124_233859_form_fields_password_repeater_rich_text';
import * as migration_20261125_155752_entries_list_indexes from './20261125_155752_entries_list_indexes';
import * as migration_20261126_032532_notification_next_attempt from './20261126_032532_notification_next_attempt';
import * as migration_20261126_185500_upload_owner from './20261126_185500_upload_owner';
import * as migration_20261126_191659_notification_claims_message_ids from './20261126_191659_notification_claims_message_ids';
import * as migration_20261126_202120_users_login_delays from './20261126_202120_users_login_delays';
import * as migration_20261126_234044_youtube_consent_revoke_button from './20261126_234044_youtube_consent_revoke_button';
import * as migration_20261127_030000_draft_values_pairs from './20261127_030000_draft_values_pairs';
import * as migration_20261127_033552_video_file_source from './20261127_033552_video_file_source';
import * as migration_20261127_070656_form_fields_json from './20261127_070656_form_fields_json';
import * as migration_20261127_151203_email_brand from './20261127_151203_email_brand';
import * as migration_20261128_095404_media_storage_fields from './20261128_095404_media_storage_fields';

export const migrations = [
  {
    up: migration_20261122_001033_initial.up,
    down: migration_20261122_001033_initial.down,
    name: '20261122_001033_initial',
  },
  {
    up: migration_20261122_024121_site_content_forms_consent.up,
    down: migration_20261122_024121_site_content_forms_consent.down,
    name: '20261122_024121_site_content_forms_consent',
  },
  {
    up: migration_20261123_212917_forms_entries_uploads_pricing_antispam.up,
    down: migration_20261123_212917_forms_entries_uploads_pricing_antispam.down,
    name: '20261123_212917_forms_entries_uploads_pricing_antispam',
  },
  {
    up: migration_20261124_233859_form_fields_password_repeater_rich_text.up,
    down: migration_20261124_233859_form_fields_password_repeater_rich_text.down,
    name: '20261124_233859_form_fields_password_repeater_rich_text',
  },
  {
    up: migration_20261125_155752_entries_list_indexes.up,
    down: migration_20261125_155752_entries_list_indexes.down,
    name: '20261125_155752_entries_list_indexes',
  },
  {
    up: migration_20261126_032532_notification_next_attempt.up,
    down: migration_20261126_032532_notification_next_attempt.down,
    name: '20261126_032532_notification_next_attempt',
  },
  {
    up: migration_20261126_185500_upload_owner.up,
    down: migration_20261126_185500_upload_owner.down,
    name: '20261126_185500_upload_owner',
  },
  {
    up: migration_20261126_191659_notification_claims_message_ids.up,
    down: migration_20261126_191659_notification_claims_message_ids.down,
    name: '20261126_191659_notification_claims_message_ids',
  },
  {
    up: migration_20261126_202120_users_login_delays.up,
    down: migration_20261126_202120_users_login_delays.down,
    name: '20261126_202120_users_login_delays',
  },
  {
    up: migration_20261126_234044_youtube_consent_revoke_button.up,
    down: migration_20261126_234044_youtube_consent_revoke_button.down,
    name: '20261126_234044_youtube_consent_revoke_button',
  },
  {
    up: migration_20261127_030000_draft_values_pairs.up,
    down: migration_20261127_030000_draft_values_pairs.down,
    name: '20261127_030000_draft_values_pairs',
  },
  {
    up: migration_20261127_033552_video_file_source.up,
    down: migration_20261127_033552_video_file_source.down,
    name: '20261127_033552_video_file_source',
  },
  {
    up: migration_20261127_070656_form_fields_json.up,
    down: migration_20261127_070656_form_fields_json.down,
    name: '20261127_070656_form_fields_json',
  },
  {
    up: migration_20261127_151203_email_brand.up,
    down: migration_20261127_151203_email_brand.down,
    name: '20261127_151203_email_brand',
  },
  {
    up: migration_20261128_095404_media_storage_fields.up,
    down: migration_20261128_095404_media_storage_fields.down,
    name: '20261128_095404_media_storage_fields'
  },
];
