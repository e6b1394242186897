import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

// The built SPA: client routes get index.html; files are files (a miss is a 404); maps stay private.
let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1);\n//# sourceMappingURL=app-1a2b.js.map');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["secreto.ts"]}');
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url });

describe('serving the SPA', () => {
  it('serves hashed assets for a year, and client routes as index.html', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const route = await get('/solicitudes-documentos?id=3');
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>Portal</title>');
  });

  it('does not publish source maps, and a missing file is a 404, not the page', async () => {
    expect((await get('/assets/app-1a2b.js.map')).statusCode).toBe(404);
    expect((await get('/assets/otro-9z.js')).statusCode).toBe(404);
  });
});
