import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuthMessages } from '@portal/shared/messages';
import { usuarios } from '../../db/schema/index.js';
import { asStaff, cookieHeader } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Staff sessions: Flask-JWT-Extended's cookie pair, CSRF double submit, revocation and lockout.
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

  it('locks after 5 failures even when they arrive in parallel, and says for how long', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login('disenador@portal.local', `mala-clave-${i}`, `10.21.0.${i + 1}`),
      ),
    );
    expect(attempts.every((res) => res.statusCode === 401)).toBe(true);
    const [row] = await ctx.database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.correo, 'disenador@portal.local'));
    // Every failure read before the lock was set counts (the increment is atomic); one that arrives
    // once the account is locked is refused without counting, so on a pool the count may stop short.
    expect(row!.intentos_fallidos).toBeGreaterThanOrEqual(5);
    expect(row!.intentos_fallidos).toBeLessThanOrEqual(12);
    const right = await login('disenador@portal.local', 'Portal2026!', '10.21.1.1');
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toMatch(/bloqueada .* Intenta de nuevo en \d+ minutos?\./);
    await ctx.database.db
      .update(usuarios)
      .set({ intentos_fallidos: 0, bloqueado_hasta: null })
      .where(eq(usuarios.correo, 'disenador@portal.local'));
  });

  it('limits attempts per address', async () => {
    const results = [];
    for (let i = 0; i < 32; i++) results.push((await login('x@portal.local', 'y', '10.22.0.1')).statusCode);
    expect(results.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(results.slice(30)).toEqual([429, 429]);
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

  it('logout revokes the session and clears both cookies', async () => {
    const director = await asStaff(ctx, 'director@portal.local');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: director.cookie },
    });
    expect(out.statusCode).toBe(200);
    const cleared = cookieHeader(out.headers['set-cookie']);
    expect(cleared).toEqual({ access_token_cookie: '', csrf_access_token: '' });
    const after = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: director.cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(staffAuthMessages.sessionExpired);
  });
});
