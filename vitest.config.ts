import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The unit tests share one module graph: they replace no module (no vi.mock) and put back
          // the clock and any environment they change, and importing the graph afresh for each of
          // 158 files was three quarters of the run (90 s against 24 s on 2 cores).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // Each file starts its own Payload against its own database; run them one at a time.
          fileParallelism: false,
          pool: 'forks',
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Faults, abuse and several instances, against the production build started as `npm start` does.
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 900_000,
          fileParallelism: false,
          pool: 'forks',
          globalSetup: ['tests/support/global-setup.ts', 'tests/support/build-once.ts'],
        },
      },
    ],
  },
})
