import * as migration_20261121_223440_initial from './20261121_223440_initial';

export const migrations = [
  {
    up: migration_20261121_223440_initial.up,
    down: migration_20261121_223440_initial.down,
    name: '20261121_223440_initial'
  },
];
