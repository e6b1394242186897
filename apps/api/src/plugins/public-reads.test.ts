import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancyPageSchema } from '@portal/shared/vacancies/public';
import { buildApp, type App } from '../app.js';
import { asStaff, createVacancyAs, type StaffActor } from '../test-support/staff.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

// Issue 13 item 6: public reads cached in each process, checked against a version the database bumps
// on every write, with ETags; a change made through one process shows at once through another.
let ctx: TestContext;
let other: App;
let director: StaffActor;
beforeAll(async () => {
  ctx = await createTestApp();
  // A second API process on the same database, as behind a load balancer.
  other = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
  await other.ready();
  director = await asStaff(ctx, 'director@portal.local');
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const list = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/vacancies?page_size=50', headers });
const totalOf = async (app: App) => vacancyPageSchema.parse((await list(app)).json()).total;

describe('public reads', () => {
  it('answer 304 to a matching If-None-Match, with a short public cache policy', async () => {
    const first = await list(ctx.app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await list(ctx.app, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await list(ctx.app)).body).toBe(first.body);
  });

  it('follow a vacancy opened and closed through another process at once, ETag included', async () => {
    const before = await totalOf(other);
    const etag = (await list(other)).headers.etag as string;
    const id = await createVacancyAs(ctx, director, {
      titulo: 'Montacarguista nocturno',
      descripcion: 'Operación de montacargas en turno nocturno en bodega de alimentos.',
      id_categoria: 1,
      salario: 1_900_000,
    });
    expect(await totalOf(other)).toBe(before + 1);
    expect((await list(other, { 'if-none-match': etag })).statusCode).toBe(200);
    const detail = await other.inject({ url: `/api/vacancies/${id}` });
    expect(detail.json().estado).toBe('abierta');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/vacancies/${id}/estado`,
      headers: director.headers,
      payload: { estado: 'cerrada' },
    });
    expect(await totalOf(other)).toBe(before);
    expect((await other.inject({ url: `/api/vacancies/${id}` })).json().estado).toBe('cerrada');
  });

  it('keep each query apart and never cache a refusal', async () => {
    const page1 = await ctx.app.inject({ url: '/api/vacancies?page=1&page_size=1' });
    const page2 = await ctx.app.inject({ url: '/api/vacancies?page=2&page_size=1' });
    expect(page1.json().items[0].id_vacante).not.toBe(page2.json().items[0].id_vacante);
    expect(page1.headers.etag).not.toBe(page2.headers.etag);
    expect((await ctx.app.inject({ url: '/api/vacancies/999999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/vacancies?page_size=abc' })).statusCode).toBe(400);
  });

  it('send the same answer gzipped to a client that accepts it', async () => {
    const plain = await list(ctx.app);
    const zipped = await list(ctx.app, { 'accept-encoding': 'br, gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serve cities and categories the same way', async () => {
    const cities = await ctx.app.inject({ url: '/api/ObtenerCiudades' });
    expect(cities.statusCode).toBe(200);
    const cached = await ctx.app.inject({
      url: '/api/ObtenerCiudades',
      headers: { 'if-none-match': cities.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
  });
});
