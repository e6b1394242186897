import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { loadEnv } from '../env.js';

// Issue 34 item 6: request logging at a volume that does not cost throughput: one line per request
// at most, none for health checks.
describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: null });
    await database.migrate();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const env = loadEnv({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' });
    app = await buildApp({ env, database, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes one line per request, with its status and time, and none for health checks', async () => {
    lines.length = 0;
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/readyz' });
    await app.inject({ url: '/healthz?probe=1' });
    const res = await app.inject({ url: '/api/ObtenerCiudades' });
    const id = res.headers['x-request-id'];
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', url: '/api/ObtenerCiudades', status: 200 }),
    ]);
    expect(mine[0]!.ms).toEqual(expect.any(Number));
    expect(lines.filter((line) => /^\/(healthz|readyz)/.test(String(line.url ?? '')))).toEqual([]);
  });
});
