import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognito } from '../../test-support/cognito-client.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { isLoopbackAddress } from './dev-mailbox-access.js';

// The local mailbox holds every code the portal sends: whoever reads it can reset any password.
describe('development mailbox without SMTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production' });
    const reset = await cognito(
      ctx.app,
      'ForgotPassword',
      { ClientId: ctx.env.IDENTITY_CLIENT_ID, Username: '1020304050' },
      '198.51.100.20',
    );
    expect(reset.status).toBe(200);
  });
  afterAll(() => ctx.close());

  it('shows the codes to the machine itself', async () => {
    const res = await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toMatch(/\b\d{6}\b/);
  });

  it('refuses a remote visitor, with a Spanish message and no code', async () => {
    const res = await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress: '198.51.100.20' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message:
        'La bandeja de correos de desarrollo solo se puede consultar desde el mismo equipo que ejecuta el portal.',
    });
  });

  it('refuses a request that a local reverse proxy forwarded', async () => {
    const proxyHeaders = [
      { 'x-forwarded-for': '198.51.100.20' },
      { forwarded: 'for=198.51.100.20' },
      // nginx's common `proxy_set_header X-Real-IP`, other proxies' and CDNs' own, and empty ones.
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 nginx' },
      { 'x-forwarded-host': 'portal.example.co' },
      { 'x-forwarded-proto': 'https' },
      { 'cf-connecting-ip': '203.0.113.9' },
      { 'true-client-ip': '203.0.113.9' },
      { 'x-client-ip': '203.0.113.9' },
      { 'x-forwarded-for': '' },
      { forwarded: '' },
    ];
    for (const headers of proxyHeaders) {
      const res = await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });
});

describe('development mailbox behind a public PUBLIC_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://empleo.ejemplo.co' });
  });
  afterAll(() => ctx.close());

  it('does not exist, even for the machine itself', async () => {
    const res = await ctx.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(404);
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', false],
    ['10.0.0.1', false],
    ['1270.0.0.1', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});
