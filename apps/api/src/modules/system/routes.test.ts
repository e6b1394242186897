import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@portal/shared/system/config';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SENTRY_DSN: 'https://key@errors.example.co/4' });
});
afterAll(() => ctx.close());

describe('system routes', () => {
  it('answers liveness and readiness', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves the public runtime config with an absolute identity endpoint', async () => {
    const res = await ctx.app.inject({ url: '/api/config', headers: { host: 'portal.example.co' } });
    const config = publicConfigSchema.parse(res.json());
    expect(config.apiBase).toBe('/api');
    expect(config.identity.userPoolId).toBe('us-east-1_PortalLocal');
    // Without PUBLIC_URL a Host header someone else chose is never reflected (issue 9 item 7).
    expect(config.identity.userPoolEndpoint).toBe('http://localhost:3000/cognito');
    const local = publicConfigSchema.parse(
      (await ctx.app.inject({ url: '/api/config', headers: { host: '127.0.0.1:3100' } })).json(),
    );
    expect(local.identity.userPoolEndpoint).toBe('http://127.0.0.1:3100/cognito');
    expect(config.sentryDsn).toBe('https://key@errors.example.co/4');
  });

  it('lets the error-report origin through the CSP of pages, and keeps API answers to the short set', async () => {
    const page = await ctx.app.inject({ url: '/una-pagina' });
    expect(page.headers['content-security-policy']).toContain("connect-src 'self' https://errors.example.co");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const data = await ctx.app.inject({ url: '/healthz' });
    expect(data.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(data.headers['x-content-type-options']).toBe('nosniff');
    expect(data.headers['strict-transport-security']).toContain('max-age=');
    expect(data.headers['x-frame-options']).toBeUndefined();
    expect(data.headers['x-request-id']).toBeTruthy();
  });

  it('echoes a well-formed incoming request id', async () => {
    const res = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': 'req-12345678' } });
    expect(res.headers['x-request-id']).toBe('req-12345678');
  });
});

describe('errors at the edge', () => {
  it('answers unknown API routes with a Spanish 404', async () => {
    const res = await ctx.app.inject({ url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'La ruta GET /api/no-existe no existe.' });
  });

  it('answers malformed JSON with a 400 a person can act on', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ObtenerCiudades',
      headers: { 'content-type': 'application/json' },
      payload: '{"roto":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no es un JSON válido/);
  });
});
