import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuthMessages, staffScopeMessages } from '@portal/shared/messages';
import { staffUserListSchema, type ListedUser } from '@portal/shared/users/staff';
import { mailsTo } from '../../../test-support/outbox.js';
import { asStaff, type StaffActor } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { INVITATIONS_RESENT_PER_HOUR } from './invitation-cap.js';

// Issue: a corrected e-mail, a resent invitation and a reactivation leave exactly one live way in.
let ctx: TestContext;
const actors: Record<string, StaffActor> = {};
let group1: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const who of ['admin', 'director', 'disenador'])
    actors[who] = await asStaff(ctx, `${who}@portal.local`);
  group1 = (await listAs('admin')).find((user) => user.correo === 'director@portal.local')!.id_grupo!;
});
afterAll(() => ctx.close());

const listAs = async (who: string) =>
  staffUserListSchema.parse(
    (await ctx.app.inject({ url: '/api/all_users', headers: { cookie: actors[who]!.cookie } })).json(),
  );
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: actors[who]!.headers, payload });

/** The newest invitation link mailed to that address. */
async function linkTo(correo: string) {
  const [mail] = await mailsTo(ctx, correo);
  return /\/signup\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
}
const readLink = (token: string) => ctx.app.inject({ url: `/api/auth/invitation?token=${token}` });
const acceptLink = (token: string, password = 'Clave-Segura-2026') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/accept_invitation', payload: { token, password } });

async function invite(who: string, correo: string, rol = 'disenador') {
  const res = await send(who, 'POST', '/api/auth/register', {
    correo,
    primer_nombre: 'Marta',
    primer_apellido: 'Rojas',
    rol,
    id_grupo: group1,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().user.id_usuario as number;
}

describe("correcting a pending user's e-mail", () => {
  it('revokes the link sent to the first address and sends a working one to the new address', async () => {
    const id = await invite('admin', 'errada@portal.local', 'director');
    const oldLink = (await linkTo('errada@portal.local'))!;
    const res = await send('admin', 'PUT', '/api/update_user', {
      id_usuario: id,
      correo: 'buena@portal.local',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('buena@portal.local');

    expect((await readLink(oldLink)).statusCode).toBe(404);
    const refused = await acceptLink(oldLink);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(staffAuthMessages.invitationInvalid);

    const newLink = (await linkTo('buena@portal.local'))!;
    expect(newLink).not.toBe(oldLink);
    expect((await readLink(newLink)).json()).toEqual({
      correo: 'buena@portal.local',
      primer_nombre: 'Marta',
    });
    expect((await acceptLink(newLink)).statusCode).toBe(200);
    const marta = await asStaff(ctx, 'buena@portal.local', 'Clave-Segura-2026');
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: marta.cookie } });
    expect(me.json()).toMatchObject({ correo: 'buena@portal.local', rol: 'director' });
  });

  it("an active user's new e-mail ends their open sessions; they sign in again with it", async () => {
    const id = await invite('admin', 'activa@portal.local');
    await acceptLink((await linkTo('activa@portal.local'))!);
    const session = await asStaff(ctx, 'activa@portal.local', 'Clave-Segura-2026');
    const res = await send('admin', 'PUT', '/api/update_user', {
      id_usuario: id,
      correo: 'activa2@portal.local',
    });
    expect(res.json().message).toBe('Usuario actualizado exitosamente');
    expect(await mailsTo(ctx, 'activa2@portal.local')).toEqual([]);
    // The owner hears of it at the old address: a takeover by whoever manages them is not silent.
    const [notice] = await mailsTo(ctx, 'activa@portal.local');
    expect(notice?.subject).toBe('Portal de empleo: cambió tu correo de acceso');
    expect(notice?.text).toContain('cambió de activa@portal.local a activa2@portal.local');
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: session.cookie } })).statusCode,
    ).toBe(401);
    await asStaff(ctx, 'activa2@portal.local', 'Clave-Segura-2026');
  });
});

describe('resend invitation', () => {
  it('revokes the earlier links, mails a new 72 h one and writes the audit log', async () => {
    const id = await invite('director', 'reenvio@portal.local');
    const first = (await linkTo('reenvio@portal.local'))!;
    const res = await send('disenador', 'POST', '/api/resend_invitation', { id });
    expect(res.statusCode, res.body).toBe(200);
    const second = (await linkTo('reenvio@portal.local'))!;
    expect(second).not.toBe(first);
    expect((await readLink(first)).statusCode).toBe(404);
    expect((await readLink(second)).statusCode).toBe(200);
    const [mail] = await mailsTo(ctx, 'reenvio@portal.local');
    expect(mail!.text).toContain('72 horas');
    const log = (
      await ctx.app.inject({
        url: `/api/audit?entidad=usuario&entidad_id=${id}`,
        headers: { cookie: actors.admin!.cookie },
      })
    ).json() as { accion: string; actor: string }[];
    expect(log.map((entry) => entry.accion)).toContain('reenviar_invitacion');
  });

  it('is refused for a user who already has a password, out of scope, or above the actor', async () => {
    const director = (await listAs('admin')).find((user) => user.correo === 'director@portal.local')!;
    expect(
      (await send('admin', 'POST', '/api/resend_invitation', { id: director.id_usuario })).json().message,
    ).toBe(staffScopeMessages.resendNotInvited);
    const pendingDirector = await invite('admin', 'jefa@portal.local', 'director');
    const above = await send('disenador', 'POST', '/api/resend_invitation', { id: pendingDirector });
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe(staffScopeMessages.higherRole);
  });

  it(`stops at ${INVITATIONS_RESENT_PER_HOUR} per actor and hour, with a Spanish 429`, async () => {
    const id = await invite('director', 'tope@portal.local');
    for (let i = 0; i < INVITATIONS_RESENT_PER_HOUR; i++) {
      expect((await send('director', 'POST', '/api/resend_invitation', { id })).statusCode).toBe(200);
    }
    const capped = await send('director', 'POST', '/api/resend_invitation', { id });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(staffScopeMessages.tooManyInvitations(INVITATIONS_RESENT_PER_HOUR));
    // The refused call revoked nothing: the last link still works; another actor is not capped.
    expect((await readLink((await linkTo('tope@portal.local'))!)).statusCode).toBe(200);
    expect((await send('admin', 'POST', '/api/resend_invitation', { id })).statusCode).toBe(200);
  });
});

describe('reactivate', () => {
  it('whoever may deactivate may reactivate, audited; others are refused', async () => {
    const id = await invite('director', 'vuelve@portal.local');
    await acceptLink((await linkTo('vuelve@portal.local'))!);
    expect((await send('director', 'DELETE', '/api/delete_user', { id })).statusCode).toBe(200);

    const director = (await listAs('admin')).find((user) => user.correo === 'director@portal.local')!;
    expect((await send('admin', 'DELETE', '/api/delete_user', { id: director.id_usuario })).statusCode).toBe(
      200,
    );
    const above = await send('disenador', 'POST', '/api/reactivate_user', { id: director.id_usuario });
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe(staffScopeMessages.higherRole);
    expect(
      (await send('admin', 'POST', '/api/reactivate_user', { id: director.id_usuario })).statusCode,
    ).toBe(200);
    actors.director = await asStaff(ctx, 'director@portal.local');

    const res = await send('disenador', 'POST', '/api/reactivate_user', { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ activo: true });
    expect((await send('disenador', 'POST', '/api/reactivate_user', { id })).statusCode).toBe(409);
    await asStaff(ctx, 'vuelve@portal.local', 'Clave-Segura-2026');

    const log = (
      await ctx.app.inject({
        url: `/api/audit?entidad=usuario&entidad_id=${id}`,
        headers: { cookie: actors.admin!.cookie },
      })
    ).json() as { accion: string; id_usuario: number; antes: unknown; despues: unknown }[];
    const disenador = (await listAs('admin')).find((user) => user.correo === 'disenador@portal.local')!;
    expect(log.find((entry) => entry.accion === 'reactivar')).toMatchObject({
      id_usuario: disenador.id_usuario,
      antes: { activo: false },
      despues: { activo: true },
    });
  });

  it('a company user cannot reactivate an agency user', async () => {
    const empresa = await asStaff(ctx, 'empresa2@portal.local');
    const id = await invite('admin', 'otra@portal.local');
    await send('admin', 'DELETE', '/api/delete_user', { id });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reactivate_user',
      headers: empresa.headers,
      payload: { id },
    });
    expect(res.statusCode).toBe(403);
  });

  it("a deactivated pending user's old link stays dead after reactivation; a resend brings a new one", async () => {
    const id = await invite('admin', 'pendiente@portal.local');
    const old = (await linkTo('pendiente@portal.local'))!;
    await send('admin', 'DELETE', '/api/delete_user', { id });
    const res = await send('admin', 'POST', '/api/reactivate_user', { id });
    expect(res.json().user.invitado).toBe(true);
    expect((await readLink(old)).statusCode).toBe(404);
    await send('admin', 'POST', '/api/resend_invitation', { id });
    expect((await acceptLink((await linkTo('pendiente@portal.local'))!)).statusCode).toBe(200);
  });
});

describe('what each row offers', () => {
  it('a designer is offered nothing on a director, and everything the server allows on a designer', async () => {
    const rows = staffUserListSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/all_users_by_group?id_grupo=${group1}`,
          headers: { cookie: actors.disenador!.cookie },
        })
      ).json(),
    );
    const row = (correo: string) => rows.find((user) => user.correo === correo)!;
    const none = { editar: false, desactivar: false, reactivar: false, reenviar_invitacion: false };
    expect(row('director@portal.local').acciones).toEqual(none);
    expect(row('disenador@portal.local').acciones).toEqual({ ...none, editar: true });
    expect(row('reenvio@portal.local').acciones).toEqual({
      editar: true,
      desactivar: true,
      reactivar: false,
      reenviar_invitacion: true,
    });
    // Each offer is what the server does: a refused action is never offered.
    const offered = (user: ListedUser) => Object.values(user.acciones).some(Boolean);
    for (const user of rows.filter((candidate) => !offered(candidate))) {
      const res = await send('disenador', 'PUT', '/api/update_user', { id_usuario: user.id_usuario });
      expect(res.statusCode, user.correo).toBe(403);
    }
  });
});
