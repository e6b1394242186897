import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { CONSENTS, cognito } from '../../../test-support/cognito-client.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// With PUBLIC_URL set, the issuer no longer depends on the host a request arrives on.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://portal.example.co/' });
});
afterAll(() => ctx.close());

describe('issuer', () => {
  it('names PUBLIC_URL in iss and accepts the token whatever Host the API is called with', async () => {
    const res = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: '1020304050', PASSWORD: 'Portal2026!' },
    });
    const { IdToken } = res.body.AuthenticationResult as { IdToken: string };
    expect(decodeJwt(IdToken).iss).toBe(`https://portal.example.co/cognito/${ctx.env.IDENTITY_USER_POOL_ID}`);
    const lookup = await ctx.app.inject({
      url: '/api/candidate/get_by_document?numero_documento=1020304050',
      headers: { authorization: `Bearer ${IdToken}`, host: 'otro-host.internal:8080' },
    });
    expect(lookup.statusCode).toBe(200);
  });

  it('an unconfirmed user with the right password gets UserNotConfirmedException', async () => {
    await cognito(ctx.app, 'SignUp', {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      Username: '12300000',
      Password: 'Sin-Confirmar-2026',
      ClientMetadata: CONSENTS,
      UserAttributes: [{ Name: 'email', Value: 'pendiente@example.co' }],
    });
    const res = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: '12300000', PASSWORD: 'Sin-Confirmar-2026' },
    });
    expect(res).toMatchObject({ status: 400, errorType: 'UserNotConfirmedException' });
  });
});
