import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { cognito } from '../../../test-support/cognito-client.js';
import { srpClient } from '../../../test-support/srp-client.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { DEMO_CANDIDATE } from '../seed.js';

let ctx: TestContext;
let clientId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  clientId = ctx.env.IDENTITY_CLIENT_ID;
});
afterAll(() => ctx.close());

async function srpSignIn(username: string, password: string) {
  const client = srpClient('PortalLocal');
  const start = await cognito(ctx.app, 'InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: { USERNAME: username, SRP_A: client.A },
  });
  expect(start.status).toBe(200);
  expect(start.body.ChallengeName).toBe('PASSWORD_VERIFIER');
  const params = start.body.ChallengeParameters as Parameters<typeof client.respond>[0];
  return cognito(ctx.app, 'RespondToAuthChallenge', {
    ClientId: clientId,
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeResponses: client.respond(params, password),
  });
}

describe('sign-in with the seeded demo candidate', () => {
  it('SRP sign-in returns Cognito-shaped RS256 tokens', async () => {
    const res = await srpSignIn(DEMO_CANDIDATE.username, DEMO_CANDIDATE.password);
    expect(res.status).toBe(200);
    const result = res.body.AuthenticationResult as Record<string, string | number>;
    expect(result).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    const idToken = decodeJwt(String(result.IdToken));
    expect(decodeProtectedHeader(String(result.IdToken)).alg).toBe('RS256');
    expect(idToken).toMatchObject({
      'cognito:username': '1020304050',
      email: 'ana.rodriguez@example.co',
      email_verified: true,
      phone_number: '+573001234567',
      name: 'Ana María Rodríguez',
      aud: clientId,
      token_use: 'id',
      iss: `http://localhost:80/cognito/${ctx.env.IDENTITY_USER_POOL_ID}`,
    });
    const access = decodeJwt(String(result.AccessToken));
    expect(access).toMatchObject({
      client_id: clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
    });
    expect(access.origin_jti).toBe(idToken.origin_jti);
  });

  it('a wrong password fails SRP with NotAuthorizedException', async () => {
    const res = await srpSignIn(DEMO_CANDIDATE.username, 'Portal2026?');
    expect(res.status).toBe(400);
    expect(res.errorType).toBe('NotAuthorizedException');
    expect(res.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('a PASSWORD_VERIFIER answer works once; a replayed or altered secret block is refused', async () => {
    const client = srpClient('PortalLocal');
    const start = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: DEMO_CANDIDATE.username, SRP_A: client.A },
    });
    const params = start.body.ChallengeParameters as Parameters<typeof client.respond>[0];
    const answer = client.respond(params, DEMO_CANDIDATE.password);
    const respond = (responses: Record<string, string>) =>
      cognito(ctx.app, 'RespondToAuthChallenge', {
        ClientId: clientId,
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: responses,
      });
    const altered = Buffer.from(answer.PASSWORD_CLAIM_SECRET_BLOCK, 'base64');
    altered[20] = altered[20]! ^ 1;
    const forged = await respond({ ...answer, PASSWORD_CLAIM_SECRET_BLOCK: altered.toString('base64') });
    expect(forged.errorType).toBe('NotAuthorizedException');
    expect((await respond(answer)).status).toBe(200);
    const replay = await respond(answer);
    expect(replay.errorType).toBe('NotAuthorizedException');
  });
});
