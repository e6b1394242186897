import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCandidate } from '../../../test-support/actors.js';
import { cognito } from '../../../test-support/cognito-client.js';
import { mailsTo } from '../../../test-support/outbox.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// An id token stops opening the API as soon as its sign-in session ends (issue 9 item 4).
let ctx: TestContext;
let ip = 0;
beforeAll(async () => {
  ctx = await createTestApp();
  await asCandidate(ctx, '53000001');
});
afterAll(() => ctx.close());

async function signIn(password = 'Clave-Segura-2026') {
  const res = await cognito(
    ctx.app,
    'InitiateAuth',
    {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: '53000001', PASSWORD: password },
    },
    `10.80.0.${++ip}`,
  );
  expect(res.status).toBe(200);
  return res.body.AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken: string };
}
const profile = (idToken: string) =>
  ctx.app.inject({ url: '/api/candidate/profile', headers: { authorization: `Bearer ${idToken}` } });
const call = (action: string, body: object) =>
  cognito(ctx.app, action, { ClientId: ctx.env.IDENTITY_CLIENT_ID, ...body }, `10.80.1.${++ip}`);

describe('id tokens die with their session', () => {
  it('after RevokeToken (Amplify signOut)', async () => {
    const tokens = await signIn();
    expect((await profile(tokens.IdToken)).statusCode).toBe(200);
    expect((await call('RevokeToken', { Token: tokens.RefreshToken })).status).toBe(200);
    expect((await profile(tokens.IdToken)).statusCode).toBe(401);
  });

  it('after GlobalSignOut, every session', async () => {
    const [first, second] = [await signIn(), await signIn()];
    expect((await profile(second.IdToken)).statusCode).toBe(200);
    expect((await call('GlobalSignOut', { AccessToken: first.AccessToken })).status).toBe(200);
    expect((await profile(first.IdToken)).statusCode).toBe(401);
    expect((await profile(second.IdToken)).statusCode).toBe(401);
  });

  it('after ChangePassword, the other sessions (this one stays)', async () => {
    const [here, elsewhere] = [await signIn(), await signIn()];
    expect((await profile(elsewhere.IdToken)).statusCode).toBe(200);
    const change = await call('ChangePassword', {
      AccessToken: here.AccessToken,
      PreviousPassword: 'Clave-Segura-2026',
      ProposedPassword: 'Clave-Nueva-22',
    });
    expect(change.status).toBe(200);
    expect((await profile(elsewhere.IdToken)).statusCode).toBe(401);
    expect((await profile(here.IdToken)).statusCode).toBe(200);
    await call('ChangePassword', {
      AccessToken: here.AccessToken,
      PreviousPassword: 'Clave-Nueva-22',
      ProposedPassword: 'Clave-Segura-2026',
    });
  });

  it('after a password reset, every session and refresh token (an intruder may hold one)', async () => {
    const intruder = await signIn();
    expect((await profile(intruder.IdToken)).statusCode).toBe(200);
    expect((await call('ForgotPassword', { Username: '53000001' })).status).toBe(200);
    const [mail] = await mailsTo(ctx, '53000001@example.co');
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const reset = await call('ConfirmForgotPassword', {
      Username: '53000001',
      ConfirmationCode: code,
      Password: 'Clave-Tras-Reset-9',
    });
    expect(reset.status).toBe(200);
    expect((await profile(intruder.IdToken)).statusCode).toBe(401);
    const refreshed = await call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: intruder.RefreshToken },
    });
    expect(refreshed.errorType).toBe('NotAuthorizedException');
    // The owner signs in with the new password at once.
    const owner = await signIn('Clave-Tras-Reset-9');
    expect((await profile(owner.IdToken)).statusCode).toBe(200);
    await call('ChangePassword', {
      AccessToken: owner.AccessToken,
      PreviousPassword: 'Clave-Tras-Reset-9',
      ProposedPassword: 'Clave-Segura-2026',
    });
  });

  it('refuses a token issued in the future, or one without a session', async () => {
    const tokens = await signIn();
    const { kid, privateKey } = await ctx.app.identity.keys.signingKey();
    const claims = decodeJwt(tokens.IdToken);
    const resign = (changes: object) =>
      new SignJWT({ ...claims, ...changes }).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    const future = Math.floor(Date.now() / 1000) + 600;
    expect((await profile(await resign({ iat: future, exp: future + 3600 }))).statusCode).toBe(401);
    expect((await profile(await resign({ origin_jti: undefined }))).statusCode).toBe(401);
    expect(
      (await profile(await resign({ origin_jti: '00000000-0000-4000-8000-000000000000' }))).statusCode,
    ).toBe(401);
    expect((await profile(tokens.IdToken)).statusCode).toBe(200);
  });

  it('a token already checked (and remembered) stops working when its hour ends', async () => {
    const tokens = await signIn();
    expect((await profile(tokens.IdToken)).statusCode).toBe(200);
    expect((await profile(tokens.IdToken)).statusCode).toBe(200);
    const { exp } = decodeJwt(tokens.IdToken);
    const clock = ctx.app.identity.clock;
    const realNow = clock.now;
    clock.now = () => new Date((exp! + 1) * 1000);
    try {
      expect((await profile(tokens.IdToken)).statusCode).toBe(401);
    } finally {
      clock.now = realNow;
    }
  });
});
