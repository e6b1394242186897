import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profileMessages } from '@portal/shared/messages';
import { identityUsers } from '../../db/schema/index.js';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';
import { cognito } from '../../test-support/cognito-client.js';
import { mailsTo } from '../../test-support/outbox.js';
import { asStaff } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// A candidate wrote another person's verified e-mail on their own profile: every mail about them then
// went to that person, and once their deletion was attended the erasure forgot that person's address,
// wiping the owner's pending mails (a password-reset code) and telling them "tu cuenta quedó cerrada".
// An address verified by another account is refused, on the profile and through the Cognito API.
let ctx: TestContext;
let ana: CandidateActor;
const OWNER = '74000002';
const ownerMail = `${OWNER}@example.co`;
const profile = (correo: string) => ({
  primer_nombre: 'Ana',
  primer_apellido: 'Suplantadora',
  correo,
  numero_contacto1: '3001234567',
});
const put = (correo: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/candidate/profile',
    headers: ana.headers,
    payload: profile(correo),
  });
const account = async (username: string) =>
  (await ctx.database.db.select().from(identityUsers).where(eq(identityUsers.username, username)))[0]!;
const fileDeletion = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/candidate/data-requests',
    headers: ana.headers,
    payload: { tipo: 'eliminacion', detalle: 'Borren mi cuenta y mis datos, por favor.' },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  ana = await asCandidate(ctx, '74000001', 'Ana Suplantadora');
  await asCandidate(ctx, OWNER, 'Beatriz Dueña'); // confirmed: her e-mail is verified
});
afterAll(() => ctx.close());

describe("another account's verified e-mail", () => {
  it('is told apart from an address no other account verified, which stays free to use', async () => {
    const res = await put('ana.nueva@correo.co');
    expect(res.statusCode).toBe(200);
    expect(await account('74000001')).toMatchObject({ email: 'ana.nueva@correo.co', email_verified: false });
  });
  it('is refused on the profile with a Spanish message on the field; nothing changes', async () => {
    const res = await put(ownerMail.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: profileMessages.emailTaken,
      fields: { correo: profileMessages.emailTaken },
    });
    expect((await account('74000001')).email).toBe('ana.nueva@correo.co');
    const read = await ctx.app.inject({ url: '/api/candidate/profile', headers: ana.headers });
    expect(read.json().correo).toBe('ana.nueva@correo.co');
  });

  it("is refused through UpdateUserAttributes with Cognito's AliasExistsException, and mails nobody", async () => {
    const signIn = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: '74000001', PASSWORD: 'Clave-Segura-2026' },
    });
    const { AccessToken } = signIn.body.AuthenticationResult as { AccessToken: string };
    const res = await cognito(ctx.app, 'UpdateUserAttributes', {
      AccessToken,
      UserAttributes: [{ Name: 'email', Value: ownerMail }],
    });
    expect(res.errorType).toBe('AliasExistsException');
    expect(res.body.message).toBe('An account with the given email already exists.');
    expect((await account('74000001')).email).not.toBe(ownerMail);
    expect(await mailsTo(ctx, ownerMail)).toHaveLength(0);
  });

  it("so the owner's mails and flows stay theirs when the other candidate is erased", async () => {
    const reset = await cognito(ctx.app, 'ForgotPassword', {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      Username: OWNER,
    });
    expect(reset.status).toBe(200);
    const filed = await fileDeletion();
    const admin = await asStaff(ctx, 'admin@portal.local');
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/data-requests/${filed.json().solicitud.id}/answer`,
      headers: admin.headers,
      payload: { decision: 'atendida', respuesta: 'Eliminamos tu cuenta y tus datos.' },
    });
    expect(answered.statusCode).toBe(200);
    expect((await mailsTo(ctx, ownerMail)).map((mail) => mail.subject)).toEqual(['Restablece tu contraseña']);
  });
});
