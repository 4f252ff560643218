import * as migration_20261121_232131_initial from './20261121_232131_initial';

export const migrations = [
  {
    up: migration_20261121_232131_initial.up,
    down: migration_20261121_232131_initial.down,
    name: '20261121_232131_initial'
  },
];
