import * as migration_20261122_001041_initial from './20261122_001041_initial';
import * as migration_20261122_004526_products_blocks from './20261122_004526_products_blocks';

export const migrations = [
  {
    up: migration_20261122_001041_initial.up,
    down: migration_20261122_001041_initial.down,
    name: '20261122_001041_initial',
  },
  {
    up: migration_20261122_004526_products_blocks.up,
    down: migration_20261122_004526_products_blocks.down,
    name: '20261122_004526_products_blocks'
  },
];
