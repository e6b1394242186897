import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuthMessages } from '@portal/shared/messages';
import { asStaff, cookieHeader } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// Staff sessions: Flask-JWT-Extended's cookie pair, CSRF double submit, revocation and sign-out.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (correo: string, password: string, ip = '10.20.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { correo, password },
  });

describe('POST /api/auth/login', () => {
  it('sets an httpOnly access cookie and a readable CSRF cookie, and says where to go', async () => {
    const res = await login('Director@Portal.local ', 'Portal2026!');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      destino: '/dashboard',
      user: { correo: 'director@portal.local', rol: 'director' },
    });
    const lines = res.headers['set-cookie'] as string[];
    const access = lines.find((line) => line.startsWith('access_token_cookie='))!;
    const csrf = lines.find((line) => line.startsWith('csrf_access_token='))!;
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).toMatch(/Path=\//);
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('company users are sent to /order', async () => {
    expect((await login('empresa@portal.local', 'Portal2026!')).json().destino).toBe('/order');
  });

  it('a wrong password and an unknown e-mail answer the same 401', async () => {
    const wrong = await login('admin@portal.local', 'no-es-la-clave');
    const unknown = await login('nadie@portal.local', 'no-es-la-clave');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(staffAuthMessages.badCredentials);
    expect(unknown.json().message).toBe(staffAuthMessages.badCredentials);
  });

  it('validates the body in Spanish', async () => {
    const res = await login('no-es-correo', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/correo electrónico no es válido/);
  });

  it('limits attempts per address: failures first, then any request', async () => {
    const results = [];
    for (let i = 0; i < 22; i++) {
      results.push((await login(`x${i % 5}@portal.local`, 'y', '10.22.0.1')).statusCode);
    }
    // 20 failures from one address in 15 minutes, whatever the e-mails (signin-guard.ts).
    expect(results.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(results.slice(20)).toEqual([429, 429]);
    for (let i = 0; i < 8; i++) results.push((await login('x@portal.local', 'y', '10.22.0.1')).statusCode);
    // 30 requests a minute, refused or not.
    expect(results.slice(-1)).toEqual([429]);
  });
});

describe('the staff group guard', () => {
  it('answers /auth/me with the session, 401 without it', async () => {
    const admin = await asStaff(ctx, 'admin@portal.local');
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: admin.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ correo: 'admin@portal.local', rol: 'admin', invitado: false });
    expect((await ctx.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('refuses a mutating call without the CSRF header, or with another value (403, Spanish)', async () => {
    const admin = await asStaff(ctx, 'admin@portal.local');
    const body = { id: 999999 };
    for (const headers of [
      { cookie: admin.cookie },
      { cookie: admin.cookie, 'x-csrf-token': 'otro-valor' },
      // Header and cookie agree, but are not this session's token.
      {
        cookie: admin.cookie.replace(/csrf_access_token=[^;]+/, 'csrf_access_token=inventado'),
        'x-csrf-token': 'inventado',
      },
    ]) {
      const res = await ctx.app.inject({ method: 'DELETE', url: '/api/delete_user', headers, payload: body });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(staffAuthMessages.csrf);
    }
    const ok = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/delete_user',
      headers: admin.headers,
      payload: body,
    });
    expect(ok.statusCode).toBe(404);
  });

  it("logout without the CSRF token (another site's form) keeps the session, 403 in Spanish", async () => {
    const director = await asStaff(ctx, 'director@portal.local');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      // What a form with enctype="text/plain" on another site sends along with the cookies.
      headers: { cookie: director.cookie, 'content-type': 'text/plain' },
      payload: 'x=1',
    });
    expect(out.statusCode).toBe(403);
    expect(out.json().message).toBe(staffAuthMessages.csrf);
    expect(out.headers['set-cookie']).toBeUndefined();
    const after = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: director.cookie } });
    expect(after.statusCode).toBe(200);
  });

  it('logout revokes the session and clears both cookies', async () => {
    const director = await asStaff(ctx, 'director@portal.local');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: director.headers,
    });
    expect(out.statusCode).toBe(200);
    const cleared = cookieHeader(out.headers['set-cookie']);
    expect(cleared).toEqual({ access_token_cookie: '', csrf_access_token: '' });
    const after = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: director.cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(staffAuthMessages.sessionExpired);
  });
});
