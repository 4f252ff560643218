import * as migration_20261122_001041_initial from './20261122_001041_initial';
import * as migration_20261122_010521_content_blocks_products_slider from './20261122_010521_content_blocks_products_slider';

export const migrations = [
  {
    up: migration_20261122_001041_initial.up,
    down: migration_20261122_001041_initial.down,
    name: '20261122_001041_initial',
  },
  {
    up: migration_20261122_010521_content_blocks_products_slider.up,
    down: migration_20261122_010521_content_blocks_products_slider.down,
    name: '20261122_010521_content_blocks_products_slider'
  },
];
