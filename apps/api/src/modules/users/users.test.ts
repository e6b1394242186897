import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuthMessages, staffScopeMessages } from '@portal/shared/messages';
import { staffUserListSchema, type StaffUser } from '@portal/shared/users/staff';
import { asStaff, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Users by role (spec §6, §7): every call, for every role, inside and outside its scope.
let ctx: TestContext;
const actors: Record<string, StaffActor> = {};
let group1: number;
let group2: number;
let company1: number;
let company2: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['admin', 'director', 'disenador', 'empresa', 'empresa2']) {
    actors[who] = await asStaff(ctx, `${who}@portal.local`);
  }
  const all = staffUserListSchema.parse((await get('admin', '/api/all_users')).json());
  const byEmail = (correo: string) => all.find((user) => user.correo === correo)!;
  group1 = byEmail('director@portal.local').id_grupo!;
  group2 = byEmail('empresa2@portal.local').id_grupo!;
  company1 = byEmail('empresa@portal.local').id_empresa!;
  company2 = byEmail('empresa2@portal.local').id_empresa!;
});
afterAll(() => ctx.close());

const get = (who: string, url: string) => ctx.app.inject({ url, headers: { cookie: actors[who]!.cookie } });
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: actors[who]!.headers, payload });
const emails = (res: { json(): unknown }) => (res.json() as StaffUser[]).map((user) => user.correo).sort();

describe('list calls', () => {
  it('GET /all_users: admin only', async () => {
    expect(emails(await get('admin', '/api/all_users'))).toEqual(
      ['admin', 'director', 'disenador', 'empresa', 'empresa2'].map((who) => `${who}@portal.local`).sort(),
    );
    for (const who of ['director', 'disenador', 'empresa']) {
      const res = await get(who, '/api/all_users');
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe(staffScopeMessages.adminOnly);
    }
  });

  it('GET /all_users_by_group: own group for director and disenador, any for admin', async () => {
    const own = ['director@portal.local', 'disenador@portal.local', 'empresa@portal.local'];
    for (const who of ['admin', 'director', 'disenador']) {
      expect(emails(await get(who, `/api/all_users_by_group?id_grupo=${group1}`)), who).toEqual(own);
    }
    expect(emails(await get('admin', `/api/all_users_by_group?id_grupo=${group2}`))).toEqual([
      'empresa2@portal.local',
    ]);
    for (const who of ['director', 'disenador', 'empresa']) {
      expect((await get(who, `/api/all_users_by_group?id_grupo=${group2}`)).statusCode, who).toBe(403);
    }
  });

  it('GET /all_users_by_company: a company user sees only its company', async () => {
    expect(emails(await get('empresa', `/api/all_users_by_company?id_empresa=${company1}`))).toEqual([
      'empresa@portal.local',
    ]);
    expect((await get('empresa', `/api/all_users_by_company?id_empresa=${company2}`)).statusCode).toBe(403);
    expect((await get('director', `/api/all_users_by_company?id_empresa=${company2}`)).statusCode).toBe(403);
    expect(emails(await get('director', `/api/all_users_by_company?id_empresa=${company1}`))).toEqual([
      'empresa@portal.local',
    ]);
  });

  it('a bad id is a 400 in Spanish, not a 500', async () => {
    const res = await get('admin', '/api/all_users_by_group?id_grupo=2147483648');
    expect(res.statusCode).toBe(400);
  });
});

describe('register, update and delete', () => {
  const newUser = (correo: string, rol: string, extra: object = {}) => ({
    correo,
    primer_nombre: 'Laura',
    primer_apellido: 'Giraldo',
    rol,
    ...extra,
  });

  it('nobody creates a user above their own role or outside their scope', async () => {
    const cases: [string, object, number][] = [
      ['director', newUser('x1@portal.local', 'admin'), 403],
      ['disenador', newUser('x2@portal.local', 'director', { id_grupo: group1 }), 403],
      ['director', newUser('x3@portal.local', 'disenador', { id_grupo: group2 }), 403],
      ['empresa', newUser('x4@portal.local', 'disenador', { id_grupo: group1 }), 403],
      ['empresa', newUser('x5@portal.local', 'empresa', { id_empresa: company2 }), 403],
      ['director', newUser('x6@portal.local', 'empresa', { id_empresa: company2 }), 403],
      ['director', newUser('x7@portal.local', 'disenador'), 400],
      ['admin', newUser('director@portal.local', 'disenador', { id_grupo: group1 }), 409],
    ];
    for (const [who, body, status] of cases) {
      const res = await send(who, 'POST', '/api/auth/register', body);
      expect({ who, body, status: res.statusCode }).toEqual({ who, body, status });
      expect(res.json().message).toEqual(expect.any(String));
    }
    const all = emails(await get('admin', '/api/all_users'));
    expect(all.filter((correo) => correo.startsWith('x'))).toEqual([]);
  });

  it('a director invites a designer of the group; the invitee sets a password from the e-mailed link', async () => {
    const res = await send(
      'director',
      'POST',
      '/api/auth/register',
      newUser('Laura.Giraldo@Portal.local', 'disenador', { id_grupo: group1 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      correo: 'laura.giraldo@portal.local',
      invitado: true,
      id_grupo: group1,
    });
    const outbox = (await ctx.app.inject({ url: '/api/dev/outbox' })).json() as {
      recipient: string;
      text: string;
    }[];
    const mail = outbox.find((message) => message.recipient === 'laura.giraldo@portal.local')!;
    const token = /\/signup\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const before = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { correo: 'laura.giraldo@portal.local', password: 'Nueva-Clave-2026' },
    });
    // Answered as a wrong password (no hint that the address has a user); the inbox learns why.
    expect(before.statusCode).toBe(401);
    expect(before.json().message).toBe(staffAuthMessages.badCredentials);
    const info = await ctx.app.inject({ url: `/api/auth/invitation?token=${token}` });
    expect(info.json()).toEqual({ correo: 'laura.giraldo@portal.local', primer_nombre: 'Laura' });
    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/accept_invitation',
      payload: { token, password: 'corta' },
    });
    expect(weak.statusCode).toBe(400);
    const accept = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/accept_invitation',
      payload: { token, password: 'Nueva-Clave-2026' },
    });
    expect(accept.json()).toEqual({ message: staffAuthMessages.passwordSet });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/accept_invitation',
      payload: { token, password: 'Otra-Clave-2026' },
    });
    expect(again.statusCode).toBe(404);
    const laura = await asStaff(ctx, 'laura.giraldo@portal.local', 'Nueva-Clave-2026');
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: laura.cookie } })).json().rol,
    ).toBe('disenador');
  });

  it('a company user manages users of its own company only; nobody raises a role above their own', async () => {
    const created = await send(
      'empresa',
      'POST',
      '/api/auth/register',
      newUser('compras@logistica.example.co', 'empresa', { id_empresa: company1 }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().user.id_usuario as number;
    expect(
      (
        await send('empresa', 'PUT', '/api/update_user', {
          id_usuario: id,
          rol: 'director',
          id_grupo: group1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await send('empresa2', 'PUT', '/api/update_user', { id_usuario: id, primer_nombre: 'X' })).statusCode,
    ).toBe(403);
    const renamed = await send('empresa', 'PUT', '/api/update_user', {
      id_usuario: id,
      primer_nombre: 'Camila',
    });
    expect(renamed.json()).toMatchObject({
      message: 'Usuario actualizado exitosamente',
      user: { primer_nombre: 'Camila' },
    });
  });

  it('delete deactivates, closes the sessions and keeps the row; the user cannot sign in again', async () => {
    const target = await asStaff(ctx, 'empresa2@portal.local');
    const all = (await get('admin', '/api/all_users')).json() as StaffUser[];
    const id = all.find((user) => user.correo === 'empresa2@portal.local')!.id_usuario;
    expect((await send('director', 'DELETE', '/api/delete_user', { id })).statusCode).toBe(403);
    const res = await send('admin', 'DELETE', '/api/delete_user', { id });
    expect(res.json()).toEqual({ message: 'Usuario eliminado exitosamente' });
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: target.cookie } })).statusCode,
    ).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { correo: 'empresa2@portal.local', password: 'Portal2026!' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(staffAuthMessages.badCredentials);
    const after = (await get('admin', '/api/all_users')).json() as StaffUser[];
    expect(after.find((user) => user.id_usuario === id)?.activo).toBe(false);
  });

  it('nobody deactivates themselves', async () => {
    const me = (await get('director', '/api/auth/me')).json() as StaffUser;
    expect((await send('director', 'DELETE', '/api/delete_user', { id: me.id_usuario })).json().message).toBe(
      staffScopeMessages.selfDeactivate,
    );
  });

  it('every change is in the audit log with who, before and after', async () => {
    const log = (await get('admin', '/api/audit?entidad=usuario')).json() as {
      accion: string;
      actor: string;
      antes: unknown;
      despues: unknown;
    }[];
    expect(log.map((entry) => entry.accion)).toEqual(
      expect.arrayContaining(['crear', 'actualizar', 'desactivar']),
    );
    const deactivation = log.find((entry) => entry.accion === 'desactivar')!;
    expect(deactivation).toMatchObject({ antes: { activo: true }, despues: { activo: false } });
    expect((await get('director', '/api/audit?entidad=usuario')).statusCode).toBe(403);
  });
});
