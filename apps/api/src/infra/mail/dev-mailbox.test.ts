import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognito } from '../../test-support/cognito-client.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { isLoopbackAddress, isLoopbackHost } from './dev-mailbox-access.js';

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

  // DNS rebinding: a page at attacker.example, re-pointed at 127.0.0.1, reads us from the developer's
  // own browser (a loopback peer) but under its own host name.
  it('refuses another host name, even from the machine itself', async () => {
    const hosts = ['attacker.example', 'attacker.example:3000', '127.0.0.1.nip.io', 'localhost.evil.co'];
    for (const host of hosts) {
      for (const [method, url] of [
        ['GET', '/api/dev/outbox'],
        ['POST', '/api/dev/vacancy-alerts/run'],
      ] as const) {
        const res = await ctx.app.inject({ method, url, remoteAddress: '127.0.0.1', headers: { host } });
        expect(res.statusCode, `${method} ${url} Host: ${host}`).toBe(403);
        expect(res.json().message).toMatch(
          /^Las herramientas de desarrollo solo responden en http:\/\/localhost/,
        );
        expect(res.body).not.toMatch(/\b\d{6}\b/);
      }
    }
  });

  it('refuses a page of another site posting from the developer’s browser (its Origin)', async () => {
    for (const origin of ['http://evil.example', 'null', 'http://localhost.evil.co:3000']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/dev/vacancy-alerts/run',
        remoteAddress: '127.0.0.1',
        headers: { host: 'localhost:3000', origin, 'content-type': 'text/plain' },
      });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().message).toMatch(
        /^Las herramientas de desarrollo no responden a páginas de otros sitios/,
      );
    }
    const own = await ctx.app.inject({
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers localhost, 127.0.0.1 and [::1], with or without a port', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1',
      '127.0.0.1:3000',
      '[::1]',
      '[::1]:3000',
      'LOCALHOST:3000',
    ]) {
      const res = await ctx.app.inject({
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(res.statusCode, host).toBe(200);
    }
    const run = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/vacancy-alerts/run',
      remoteAddress: '::1',
      headers: { host: '[::1]:3000' },
    });
    expect(run.statusCode).toBe(200);
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

describe('isLoopbackHost', () => {
  it.each([
    ['localhost:3000', true],
    ['[::1]', true],
    ['::1', false],
    ['127.0.0.2', false],
    ['localhost:', false],
    ['localhost:3000:1', false],
    [undefined, false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
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
