import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoRefreshToken,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENTS, cognito, lastMailedCode } from '../../../test-support/cognito-client.js';
import { startListeningApp, type TestContext } from '../../../test-support/test-app.js';

// amazon-cognito-identity-js (the pre-Amplify-v6 client many existing apps still ship), over HTTP, with
// its own SRP, against the built-in pool. Node 20 gives it the global fetch and crypto it looks for.
let ctx: TestContext;
let origin: string;
let pool: CognitoUserPool;
beforeAll(async () => {
  ({ ctx, base: origin } = await startListeningApp());
  pool = new CognitoUserPool({
    UserPoolId: ctx.env.IDENTITY_USER_POOL_ID,
    ClientId: ctx.env.IDENTITY_CLIENT_ID,
    endpoint: `${origin}/cognito`,
  });
});
afterAll(() => ctx.close());

const USERNAME = '1098765432';
const EMAIL = 'js.candidato@example.co';

/** The library's node-style callbacks as a promise. */
const call = <T>(run: (callback: (error: Error | null | undefined, result?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => run((error, result) => (error ? reject(error) : resolve(result as T))));

const user = () => new CognitoUser({ Username: USERNAME, Pool: pool });

function signIn(password: string) {
  const cognitoUser = user();
  return new Promise<{ cognitoUser: CognitoUser; session: CognitoUserSession }>((resolve, reject) =>
    cognitoUser.authenticateUser(new AuthenticationDetails({ Username: USERNAME, Password: password }), {
      onSuccess: (session) => resolve({ cognitoUser, session }),
      onFailure: reject,
    }),
  );
}

const refresh = (cognitoUser: CognitoUser, token: CognitoRefreshToken) =>
  call<CognitoUserSession>((done) => cognitoUser.refreshSession(token, done));

describe('amazon-cognito-identity-js against the built-in user pool', () => {
  let password = 'Js-Clave-Segura-1';

  it('signs up with the consent in clientMetadata and confirms with the mailed code', async () => {
    const attributes = [
      new CognitoUserAttribute({ Name: 'email', Value: EMAIL }),
      new CognitoUserAttribute({ Name: 'name', Value: 'Jorge Salcedo' }),
    ];
    await expect(call((done) => pool.signUp(USERNAME, password, attributes, [], done))).rejects.toMatchObject(
      {
        code: 'UserLambdaValidationException',
      },
    );
    const result = await call<{ userConfirmed: boolean }>((done) =>
      pool.signUp(USERNAME, password, attributes, [], done, CONSENTS),
    );
    expect(result.userConfirmed).toBe(false);
    const code = await lastMailedCode(origin, EMAIL);
    expect(await call((done) => user().confirmRegistration(code, true, done))).toBe('SUCCESS');
  });

  it('signs in with SRP and refreshes the session', async () => {
    const { cognitoUser, session } = await signIn(password);
    expect(session.isValid()).toBe(true);
    expect(session.getIdToken().payload['cognito:username']).toBe(USERNAME);
    const refreshed = await refresh(cognitoUser, session.getRefreshToken());
    expect(refreshed.getAccessToken().getJwtToken()).not.toBe(session.getAccessToken().getJwtToken());
    await expect(signIn('no-es-la-clave')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
  });

  it('resets a forgotten password and signs in with the new one', async () => {
    const cognitoUser = user();
    await new Promise<void>((resolve, reject) =>
      cognitoUser.forgotPassword({
        onSuccess: () => resolve(),
        onFailure: reject,
        inputVerificationCode: () => resolve(),
      }),
    );
    password = 'Js-Clave-Nueva-2';
    const code = await lastMailedCode(origin, EMAIL);
    await new Promise<string>((resolve, reject) =>
      cognitoUser.confirmPassword(code, password, { onSuccess: resolve, onFailure: reject }),
    );
    expect((await signIn(password)).session.isValid()).toBe(true);
  });

  it('signOut revokes the refresh token', async () => {
    const { cognitoUser, session } = await signIn(password);
    await call((done) => cognitoUser.signOut(() => done(null)));
    // Asked directly: the library retries a refused refresh for seconds (the next test waits for that once).
    const refused = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: session.getRefreshToken().getToken() },
    });
    expect(refused.errorType).toBe('NotAuthorizedException');
  });

  it('globalSignOut ends every session', async () => {
    const first = await signIn(password);
    const second = await signIn(password);
    await new Promise<string>((resolve, reject) =>
      second.cognitoUser.globalSignOut({ onSuccess: resolve, onFailure: reject }),
    );
    await expect(refresh(first.cognitoUser, first.session.getRefreshToken())).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
  });
});
