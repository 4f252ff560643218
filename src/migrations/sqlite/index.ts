import * as migration_20261122_001033_initial from './20261122_001033_initial';
import * as migration_20261122_012738_blocks_products_slider_forms from './20261122_012738_blocks_products_slider_forms';
import * as migration_20261122_014154_form_block_form from './20261122_014154_form_block_form';

export const migrations = [
  {
    up: migration_20261122_001033_initial.up,
    down: migration_20261122_001033_initial.down,
    name: '20261122_001033_initial',
  },
  {
    up: migration_20261122_012738_blocks_products_slider_forms.up,
    down: migration_20261122_012738_blocks_products_slider_forms.down,
    name: '20261122_012738_blocks_products_slider_forms',
  },
  {
    up: migration_20261122_014154_form_block_form.up,
    down: migration_20261122_014154_form_block_form.down,
    name: '20261122_014154_form_block_form'
  },
];
