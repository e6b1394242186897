import { defineConfig } from '@playwright/test';
import { assertChromiumInstalled, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// Fails loudly, never skips, when Debian's Chromium is missing.
assertChromiumInstalled();

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;

/** E2E runs against the production build served the way `npm start` serves it, on a fresh database. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'es-CO',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: '..',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `/tmp/portal-e2e-${process.pid}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
