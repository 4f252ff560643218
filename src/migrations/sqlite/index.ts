import * as migration_20261122_001033_initial from './20261122_001033_initial';
import * as migration_20261122_004522_products_blocks from './20261122_004522_products_blocks';

export const migrations = [
  {
    up: migration_20261122_001033_initial.up,
    down: migration_20261122_001033_initial.down,
    name: '20261122_001033_initial',
  },
  {
    up: migration_20261122_004522_products_blocks.up,
    down: migration_20261122_004522_products_blocks.down,
    name: '20261122_004522_products_blocks'
  },
];
