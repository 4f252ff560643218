import * as migration_20261122_001041_initial from './20261122_001041_initial';

export const migrations = [
  {
    up: migration_20261122_001041_initial.up,
    down: migration_20261122_001041_initial.down,
    name: '20261122_001041_initial'
  },
];
