import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UserLambdaValidationException,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENTS, lastMailedCode } from '../../../test-support/cognito-client.js';
import { srpClient, type PasswordVerifierParams } from '../../../test-support/srp-client.js';
import { startListeningApp, type TestContext } from '../../../test-support/test-app.js';
import { DEMO_CANDIDATE } from '../seed.js';

// AWS's own SDK, pointed at the userPoolEndpoint of /api/config, as a back-office script would be.
let ctx: TestContext;
let origin: string;
let client: CognitoIdentityProviderClient;
let ClientId: string;
beforeAll(async () => {
  ({ ctx, base: origin } = await startListeningApp());
  const config = (await (await fetch(`${origin}/api/config`)).json()) as {
    identity: { userPoolEndpoint: string };
  };
  ClientId = ctx.env.IDENTITY_CLIENT_ID;
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

const passwordAuth = (USERNAME: string, PASSWORD: string) =>
  client.send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME, PASSWORD },
    }),
  );

/** USER_SRP_AUTH then PASSWORD_VERIFIER, the SRP values computed by the test's own client. */
async function srpAuth(USERNAME: string, password: string): Promise<AuthenticationResultType> {
  const srp = srpClient(ctx.env.IDENTITY_USER_POOL_ID.split('_')[1]!);
  const started = await client.send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME, SRP_A: srp.A },
    }),
  );
  expect(started.ChallengeName).toBe('PASSWORD_VERIFIER');
  const answered = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: started.Session,
      ChallengeResponses: srp.respond(
        started.ChallengeParameters as unknown as PasswordVerifierParams,
        password,
      ),
    }),
  );
  return answered.AuthenticationResult!;
}

const refresh = (REFRESH_TOKEN: string) =>
  client.send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN } }),
  );

describe('@aws-sdk/client-cognito-identity-provider', () => {
  it('signs in the demo candidate', async () => {
    const result = await passwordAuth(DEMO_CANDIDATE.username, DEMO_CANDIDATE.password);
    expect(result.AuthenticationResult?.IdToken?.split('.')).toHaveLength(3);
  });

  it('receives Cognito-typed errors', async () => {
    await expect(passwordAuth(DEMO_CANDIDATE.username, 'no-es-la-clave')).rejects.toBeInstanceOf(
      NotAuthorizedException,
    );
  });
});

describe('AWS SDK v3: a candidate from sign-up to revocation', () => {
  const USERNAME = '1032456789';
  const EMAIL = 'sdk.candidata@example.co';
  let password = 'Sdk-Clave-Segura-1';
  let tokens: AuthenticationResultType;
  const signUp = (ClientMetadata?: Record<string, string>) =>
    client.send(
      new SignUpCommand({
        ClientId,
        Username: USERNAME,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: EMAIL },
          { Name: 'name', Value: 'Sandra Díaz' },
        ],
        ClientMetadata,
      }),
    );

  it('refuses a sign-up without the processing consent', async () => {
    await expect(signUp()).rejects.toBeInstanceOf(UserLambdaValidationException);
  });

  it('signs up with the consent and confirms with the mailed code', async () => {
    const signedUp = await signUp(CONSENTS);
    expect(signedUp.UserConfirmed).toBe(false);
    expect(signedUp.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(signedUp.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    await client.send(
      new ConfirmSignUpCommand({
        ClientId,
        Username: USERNAME,
        ConfirmationCode: await lastMailedCode(origin, EMAIL),
      }),
    );
  });

  it('signs in with SRP and reads the user with the access token', async () => {
    tokens = await srpAuth(USERNAME, password);
    expect(tokens.TokenType).toBe('Bearer');
    const user = await client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.Username).toBe(USERNAME);
    expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email', Value: EMAIL }]));
  });

  it('refreshes the session', async () => {
    const refreshed = await refresh(tokens.RefreshToken!);
    expect(refreshed.AuthenticationResult?.AccessToken?.split('.')).toHaveLength(3);
    expect(refreshed.AuthenticationResult?.RefreshToken).toBeUndefined();
  });

  it('resets a forgotten password and signs in with the new one', async () => {
    const sent = await client.send(new ForgotPasswordCommand({ ClientId, Username: USERNAME }));
    expect(sent.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const code = await lastMailedCode(origin, EMAIL);
    const old = password;
    password = 'Sdk-Clave-Nueva-2';
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId,
        Username: USERNAME,
        ConfirmationCode: code,
        Password: password,
      }),
    );
    await expect(srpAuth(USERNAME, old)).rejects.toBeInstanceOf(NotAuthorizedException);
    tokens = await srpAuth(USERNAME, password);
  });

  it('revokes the refresh token: refreshing is refused', async () => {
    await client.send(new RevokeTokenCommand({ ClientId, Token: tokens.RefreshToken }));
    await expect(refresh(tokens.RefreshToken!)).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))).rejects.toBeInstanceOf(
      NotAuthorizedException,
    );
  });
});
