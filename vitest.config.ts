import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; API tests build the app on a fresh database per file.
export default defineConfig({
  test: {
    // One file per core. Vitest's default leaves one core free, which on the 2-core CI machine ran
    // every file one after another: the unit stage took 1,010 s idle, and 590 s with two.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      { test: { name: 'lint', root: 'eslint', environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          // Files share a worker's module cache instead of importing the whole app afresh each time: every
          // file builds its own app on its own database (createTestApp), and no API test mocks a module.
          // Measured on test:pg (100 files, same machine, back to back): 650 CPU-s and 690 s isolated,
          // 341 CPU-s and 393 s shared ("import" 403 s -> 42 s).
          isolate: false,
          globalSetup: ['src/test-support/pglite-template.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});
