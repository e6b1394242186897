import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeJwt, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { candidateSchema } from '@portal/shared/candidates/candidate';
import { buildApp } from '../../app.js';
import { cognito } from '../../test-support/cognito-client.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { insertUser } from '../identity/store/users.js';

// GET /api/candidate/get_by_document and the bearer-token checks behind it.
let ctx: TestContext;
let tokens: { IdToken: string; AccessToken: string; RefreshToken: string };
const DOC = '1020304050';

async function signIn(username: string, password: string) {
  const res = await cognito(ctx.app, 'InitiateAuth', {
    ClientId: ctx.env.IDENTITY_CLIENT_ID,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  return res.body.AuthenticationResult as typeof tokens;
}

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await signIn(DOC, 'Portal2026!');
});
afterAll(() => ctx.close());

const lookup = (doc: string, authorization?: string) =>
  ctx.app.inject({
    url: `/api/candidate/get_by_document?numero_documento=${doc}`,
    headers: authorization ? { authorization } : {},
  });

/** Re-signs the id token's claims with the pool's real key, changing what a test needs. */
async function resign(changes: JWTPayload, header: Record<string, unknown> = {}) {
  const { kid, privateKey } = await ctx.app.identity.keys.signingKey();
  return new SignJWT({ ...decodeJwt(tokens.IdToken), ...changes })
    .setProtectedHeader({ alg: 'RS256', kid, ...header })
    .sign(privateKey);
}

describe('get_by_document', () => {
  it("answers the signed-in candidate's own record in the shared schema", async () => {
    const res = await lookup(DOC, `Bearer ${tokens.IdToken}`);
    expect(res.statusCode).toBe(200);
    expect(candidateSchema.parse(res.json())).toMatchObject({
      numero_documento: DOC,
      primer_nombre: 'Ana',
      primer_apellido: 'Rodríguez',
      nombre: 'Ana María',
      apellido: 'Rodríguez',
      correo: 'ana.rodriguez@example.co',
      email: 'ana.rodriguez@example.co',
      numero_contacto1: '+573001234567',
    });
  });

  it('401 without a token; 404 for another number, existing or not', async () => {
    expect((await lookup(DOC)).statusCode).toBe(401);
    expect((await lookup('99999999', `Bearer ${tokens.IdToken}`)).statusCode).toBe(404);
  });

  it("400 'does not exist' when the signed-in user has no candidate record", async () => {
    await insertUser(ctx.database.db, {
      username: '70707070',
      password: 'Sin-Candidato-1',
      email: 'sin@example.co',
      status: 'CONFIRMED',
      poolName: 'PortalLocal',
    });
    const { IdToken } = await signIn('70707070', 'Sin-Candidato-1');
    const res = await lookup('70707070', `Bearer ${IdToken}`);
    expect(res.statusCode).toBe(400);
    const answer = {
      code: 'CANDIDATE_NOT_FOUND',
      message:
        'No encontramos tus datos de candidato (Candidate with numero_documento 70707070 does not exist). Cierra sesión e ingresa de nuevo.',
    };
    expect(res.json()).toEqual(answer);
    // The same answer on every candidate call (it was 404 with two other texts on some of them).
    for (const url of [
      '/api/candidate/profile',
      '/api/candidate/applications',
      '/api/candidate/documents/report',
    ]) {
      const other = await ctx.app.inject({ url, headers: { authorization: `Bearer ${IdToken}` } });
      expect({ url, status: other.statusCode, body: other.json() }).toEqual({
        url,
        status: 400,
        body: answer,
      });
    }
  });
});

describe('bearer token verification', () => {
  const none = (payload: JWTPayload) =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

  it.each<[string, () => Promise<string>]>([
    [
      'a tampered payload',
      async () => {
        const [h, , s] = tokens.IdToken.split('.');
        const payload = { ...decodeJwt(tokens.IdToken), 'cognito:username': '99999999' };
        return `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
      },
    ],
    ['a broken signature', async () => `${tokens.IdToken.slice(0, -4)}AAAA`],
    ['an expired token', () => resign({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['alg none', async () => none(decodeJwt(tokens.IdToken))],
    [
      'an HS256 token',
      async () =>
        new SignJWT(decodeJwt(tokens.IdToken))
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('x'.repeat(32))),
    ],
    ['the wrong aud', () => resign({ aud: 'otro-cliente' })],
    ['the wrong iss', () => resign({ iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Otro' })],
    ['an access token', async () => tokens.AccessToken],
    ['an unknown kid', () => resign({}, { kid: 'desconocido' })],
    ['garbage', async () => 'no-es-un-token'],
  ])('401 for %s', async (_name, make) => {
    const res = await lookup(DOC, `Bearer ${await make()}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('publishes the JWKS; the id token verifies against it with the issuer it names', async () => {
    const res = await ctx.app.inject({
      url: `/cognito/${ctx.env.IDENTITY_USER_POOL_ID}/.well-known/jwks.json`,
    });
    expect(res.statusCode).toBe(200);
    const jwks = res.json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
    const { payload } = await jwtVerify(tokens.IdToken, createLocalJWKSet(jwks), {
      issuer: `http://localhost:80/cognito/${ctx.env.IDENTITY_USER_POOL_ID}`,
      audience: ctx.env.IDENTITY_CLIENT_ID,
    });
    expect(payload.token_use).toBe('id');
    expect((await ctx.app.inject({ url: '/cognito/us-east-1_Otro/.well-known/jwks.json' })).statusCode).toBe(
      404,
    );
  });

  it('keeps its signing key across restarts: a second app on the same database accepts the token', async () => {
    const second = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
    await second.ready();
    try {
      const before = (await ctx.app.identity.keys.signingKey()).kid;
      expect((await second.identity.keys.signingKey()).kid).toBe(before);
      const res = await second.inject({
        url: `/api/candidate/get_by_document?numero_documento=${DOC}`,
        headers: { authorization: `Bearer ${tokens.IdToken}` },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('signed-in account calls', () => {
  it('GetUser, UpdateUserAttributes, then GlobalSignOut revokes the access and refresh tokens', async () => {
    const session = await signIn(DOC, 'Portal2026!');
    const user = await cognito(ctx.app, 'GetUser', { AccessToken: session.AccessToken });
    expect(user.body).toMatchObject({ Username: DOC, UserMFASettingList: [] });
    const update = await cognito(ctx.app, 'UpdateUserAttributes', {
      AccessToken: session.AccessToken,
      UserAttributes: [{ Name: 'name', Value: 'Ana María Rodríguez Díaz' }],
    });
    expect(update.status).toBe(200);
    expect((await cognito(ctx.app, 'GlobalSignOut', { AccessToken: session.AccessToken })).status).toBe(200);
    expect((await cognito(ctx.app, 'GetUser', { AccessToken: session.AccessToken })).errorType).toBe(
      'NotAuthorizedException',
    );
    const refresh = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: session.RefreshToken },
    });
    expect(refresh.errorType).toBe('NotAuthorizedException');
  });

  it('ChangePassword needs the previous password', async () => {
    const session = await signIn(DOC, 'Portal2026!');
    const call = (previous: string) =>
      cognito(ctx.app, 'ChangePassword', {
        AccessToken: session.AccessToken,
        PreviousPassword: previous,
        ProposedPassword: 'Portal2027!',
      });
    expect((await call('Equivocada-1')).errorType).toBe('NotAuthorizedException');
    expect((await call('Portal2026!')).status).toBe(200);
    expect(await signIn(DOC, 'Portal2027!')).toHaveProperty('IdToken');
  });
});
