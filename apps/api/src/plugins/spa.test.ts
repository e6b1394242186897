import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
  // As the build's precompress step writes them.
  const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(dist, 'assets', 'big-3c4d.js'), big);
  writeFileSync(join(dist, 'assets', 'big-3c4d.js.br'), brotliCompressSync(big));
  writeFileSync(join(dist, 'assets', 'big-3c4d.js.gz'), gzipSync(big));
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

  it('sends the precompressed file the browser accepts, brotli first, and the plain one otherwise', async () => {
    const asset = (encoding?: string) =>
      ctx.app.inject({
        url: '/assets/big-3c4d.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(200);
    expect((await asset('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });
});
