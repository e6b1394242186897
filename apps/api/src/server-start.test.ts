import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { temporaryDataFolder } from './test-support/data-folder.js';
import { freePort } from './test-support/server-process.js';

const REPO_ROOT = new URL('../../../', import.meta.url).pathname;

let taken: Server;
let port: number;
let dataDir: string;

beforeAll(async () => {
  port = await freePort();
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
  dataDir = temporaryDataFolder('portal-port-taken');
});
afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

// An operator's most common slip: another portal (or any program) already on the port. The start must
// say so in Spanish and stop the embedded PostgreSQL it had started, not leave it running orphaned.
it('a start whose port is taken says so and leaves no database running', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

  expect(code).toBe(1);
  expect(errors).toContain(`El puerto ${port} ya lo usa otro programa`);
  expect(errors).not.toContain('EADDRINUSE');
  // The embedded server had been started (its folder exists) and was stopped (its pid file is gone).
  expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
  expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
}, 120_000);
