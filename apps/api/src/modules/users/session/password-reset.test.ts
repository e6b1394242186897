import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuthMessages } from '@portal/shared/messages';
import { asStaff, DEMO_STAFF_PASSWORD } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { MAILS_PER_HOUR } from './signin-guard.js';

// «¿Olvidaste tu contraseña?» on /signin, and why a session ended, told at the next request.
let ctx: TestContext;
let now = new Date('2026-11-26T10:00:00Z');
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.clock.now = () => now;
});
afterAll(() => ctx.close());

const ask = (correo: string, ip = '10.60.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot_password',
    remoteAddress: ip,
    payload: { correo },
  });
const reset = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset_password', payload: { token, password } });
const login = (correo: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { correo, password } });
const me = (cookie: string) => ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
const resetLinks = async (recipient: string) =>
  ((await ctx.app.inject({ url: '/api/dev/outbox' })).json() as { recipient: string; text: string }[])
    .filter((mail) => mail.recipient === recipient)
    .map((mail) => /\/restablecer\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
    .filter(Boolean) as string[];

describe('staff password reset', () => {
  it('answers the same whether or not the address has a user; mails only a user', async () => {
    const known = await ask('disenador@portal.local');
    const unknown = await ask('nadie@portal.local');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: staffAuthMessages.resetRequested });
    expect(unknown.json()).toEqual(known.json());
    expect(await resetLinks('disenador@portal.local')).toHaveLength(1);
    expect(await resetLinks('nadie@portal.local')).toHaveLength(0);
  });

  it('a link sets the new password once, ends every session and signs in here', async () => {
    const phone = await asStaff(ctx, 'disenador@portal.local');
    const laptop = await asStaff(ctx, 'disenador@portal.local');
    const [token] = await resetLinks('disenador@portal.local');
    const info = await ctx.app.inject({ url: `/api/auth/reset_password?token=${token}` });
    expect(info.json()).toMatchObject({ correo: 'disenador@portal.local' });

    const done = await reset(token!, 'Clave-Nueva-2026');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: staffAuthMessages.passwordReset, destino: '/dashboard' });
    for (const old of [phone, laptop]) {
      const res = await me(old.cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(staffAuthMessages.passwordChanged);
    }
    const again = await reset(token!, 'Otra-Clave-2026');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(staffAuthMessages.resetInvalid);
    expect((await login('disenador@portal.local', DEMO_STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await login('disenador@portal.local', 'Clave-Nueva-2026')).statusCode).toBe(200);
  });

  it('a link expires after an hour, and asking is capped per inbox', async () => {
    for (let i = 0; i < MAILS_PER_HOUR + 2; i++)
      expect((await ask('director@portal.local')).statusCode).toBe(200);
    const links = await resetLinks('director@portal.local');
    expect(links).toHaveLength(MAILS_PER_HOUR);
    now = new Date(now.getTime() + 61 * 60_000);
    const late = await reset(links[0]!, 'Clave-Nueva-2026');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(staffAuthMessages.resetExpired);
  });

  it('validates the new password in Spanish', async () => {
    const res = await reset('x'.repeat(43), 'corta');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/al menos 8 caracteres/);
  });

  it('a cut link says so, not the token’s length', async () => {
    for (const res of [
      await reset('abc', 'Clave-Segura-2026'),
      await ctx.app.inject({ url: '/api/auth/reset_password?token=abc' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/El enlace está incompleto o no es válido/);
    }
  });
});

describe('a session ended by a role change', () => {
  it('tells the person why at their next request', async () => {
    const admin = await asStaff(ctx, 'admin@portal.local');
    const director = await asStaff(ctx, 'director@portal.local');
    const { id_usuario, id_grupo } = (await me(director.cookie)).json();
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update_user',
      headers: admin.headers,
      payload: { id_usuario, rol: 'disenador', id_grupo },
    });
    expect(change.statusCode).toBe(200);
    const res = await me(director.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(staffAuthMessages.roleChanged);
    // A plain sign-out still reads as before.
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.headers });
    expect(out.statusCode).toBe(200);
    expect((await me(admin.cookie)).json().message).toBe(staffAuthMessages.sessionExpired);
  });
});
