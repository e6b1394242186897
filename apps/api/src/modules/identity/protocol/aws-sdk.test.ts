import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { DEMO_CANDIDATE } from '../seed.js';

// AWS's own SDK, pointed at the userPoolEndpoint of /api/config, as a back-office script would be.
let ctx: TestContext;
let client: CognitoIdentityProviderClient;
beforeAll(async () => {
  ctx = await createTestApp();
  const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const config = (await (await fetch(`${origin}/api/config`)).json()) as {
    identity: { userPoolEndpoint: string };
  };
  client = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: config.identity.userPoolEndpoint,
    credentials: { accessKeyId: 'sin-uso', secretAccessKey: 'sin-uso' },
  });
});
afterAll(async () => {
  client.destroy();
  await ctx.close();
});

describe('@aws-sdk/client-cognito-identity-provider', () => {
  const auth = (password: string) =>
    client.send(
      new InitiateAuthCommand({
        ClientId: ctx.env.IDENTITY_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: DEMO_CANDIDATE.username, PASSWORD: password },
      }),
    );

  it('signs in the demo candidate', async () => {
    const result = await auth(DEMO_CANDIDATE.password);
    expect(result.AuthenticationResult?.IdToken?.split('.')).toHaveLength(3);
  });

  it('receives Cognito-typed errors', async () => {
    await expect(auth('no-es-la-clave')).rejects.toBeInstanceOf(NotAuthorizedException);
  });
});
