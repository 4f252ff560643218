import * as migration_20261122_001041_initial from './20261122_001041_initial';
import * as migration_20261122_024135_site_content_forms_consent from './20261122_024135_site_content_forms_consent';

export const migrations = [
  {
    up: migration_20261122_001041_initial.up,
    down: migration_20261122_001041_initial.down,
    name: '20261122_001041_initial',
  },
  {
    up: migration_20261122_024135_site_content_forms_consent.up,
    down: migration_20261122_024135_site_content_forms_consent.down,
    name: '20261122_024135_site_content_forms_consent'
  },
];
