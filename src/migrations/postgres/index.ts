import * as migration_20261121_232138_initial from './20261121_232138_initial';

export const migrations = [
  {
    up: migration_20261121_232138_initial.up,
    down: migration_20261121_232138_initial.down,
    name: '20261121_232138_initial'
  },
];
