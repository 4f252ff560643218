import * as migration_20261122_001041_initial from './20261122_001041_initial';
import * as migration_20261122_012743_blocks_products_slider_forms from './20261122_012743_blocks_products_slider_forms';
import * as migration_20261122_021227_consent_analytics from './20261122_021227_consent_analytics';

export const migrations = [
  {
    up: migration_20261122_001041_initial.up,
    down: migration_20261122_001041_initial.down,
    name: '20261122_001041_initial',
  },
  {
    up: migration_20261122_012743_blocks_products_slider_forms.up,
    down: migration_20261122_012743_blocks_products_slider_forms.down,
    name: '20261122_012743_blocks_products_slider_forms',
  },
  {
    up: migration_20261122_021227_consent_analytics.up,
    down: migration_20261122_021227_consent_analytics.down,
    name: '20261122_021227_consent_analytics'
  },
];
