import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { assertChromiumInstalled, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// Fails loudly, never skips, when Debian's Chromium is missing.
assertChromiumInstalled();

// The server serves the built SPA; without it every screen would be a JSON 404.
const WEB_DIST_INDEX = new URL('../apps/web/dist/index.html', import.meta.url);
const API_BUNDLE = new URL('../apps/api/dist/server.js', import.meta.url);
if (!existsSync(WEB_DIST_INDEX) || !existsSync(API_BUNDLE)) {
  throw new Error(
    'Falta la compilación de la web (apps/web/dist) o de la API (apps/api/dist). Ejecute `npm run test:e2e`, que compila primero.',
  );
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;
// scripts/test-e2e.mjs runs shards side by side, each with its own server, database and output folder.
const SHARD = process.env.E2E_SHARD_NAME;
const OUTPUT_DIR = fileURLToPath(
  new URL(SHARD ? `./test-results/shard-${SHARD}` : './test-results', import.meta.url),
);
// Inside the output folder, which Playwright empties before it starts the server: a fresh database per run.
const DATA_DIR = `${OUTPUT_DIR}/portal-data`;

/** E2E runs against the production build served the way `npm start` serves it, on a fresh database. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: OUTPUT_DIR,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // Most specs walk a whole business flow with two or more browsers; on a loaded 2-core CI machine
  // one that takes 32 s locally has run past 60 s, and with two shards side by side (scripts/test-e2e.mjs)
  // a journey takes about twice as long as alone.
  timeout: 180_000,
  // Sign-in to the first screen is SRP maths, two calls and a lazy screen: on a loaded 2-core CI
  // machine it has taken 5.4 s, past the default 5 s of each expectation.
  expect: { timeout: 10_000 },
  // A hung run fails instead of holding CI (a whole run took 29 min on CI, so 30 was too tight).
  globalTimeout: 50 * 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'es-CO',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The compiled server, as `npm start` runs it (decision 0069): test:e2e builds what is stale first
    // (`npm run build`), so each shard's server only runs the bundle and no two shards build at once.
    command: 'node scripts/start.mjs --no-build',
    cwd: '..',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Users the helpers create through the API come from their own simulated addresses
      // (X-Forwarded-For), as real people do; the browser's own calls stay on 127.0.0.1.
      TRUST_PROXY: 'true',
      // The demo candidate uploads in several specs within a minute; the limit has its API test.
      UPLOADS_PER_MINUTE: '200',
    },
  },
});
