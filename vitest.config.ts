import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; API tests build the app on a fresh database per file.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      { test: { name: 'lint', root: 'eslint', environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
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
