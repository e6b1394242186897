import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autoSignIn,
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  getCurrentUser,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { CONSENTS, cognito, lastMailedCode } from '../../../test-support/cognito-client.js';
import { startAmplifyApp } from '../../../test-support/amplify-app.js';
import type { TestContext } from '../../../test-support/test-app.js';
import { authenticator } from '../../../test-support/totp.js';

// The real aws-amplify v6 client, over HTTP, against the running API.
let ctx: TestContext;
let base: string;
let store: Map<string, string>;

beforeAll(async () => {
  ({ ctx, base, store } = await startAmplifyApp());
});
afterAll(() => ctx.close());

const USERNAME = '79810022';
const EMAIL = 'carlos.gomez@example.co';

const lastCode = (to: string) => lastMailedCode(base, to);

async function getCandidate(idToken: string) {
  return fetch(`${base}/api/candidate/get_by_document?numero_documento=${USERNAME}`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
}

const refreshKey = () =>
  `CognitoIdentityServiceProvider.${ctx.env.IDENTITY_CLIENT_ID}.${USERNAME}.refreshToken`;
let totpNow: () => string;

describe('aws-amplify v6 against the built-in user pool', () => {
  let password = 'Tr4bajo-Seguro-2026';
  let totpSecret = '';

  it('signs up, confirms with the mailed code and signs in automatically', async () => {
    const signUpResult = await signUp({
      username: USERNAME,
      password,
      options: {
        userAttributes: { email: EMAIL, phone_number: '3109876543', name: 'Carlos Andrés Gómez Pérez' },
        clientMetadata: CONSENTS,
        autoSignIn: true,
      },
    });
    expect(signUpResult.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    expect(signUpResult.isSignUpComplete).toBe(false);

    const confirmed = await confirmSignUp({ username: USERNAME, confirmationCode: await lastCode(EMAIL) });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    const signedIn = await autoSignIn();
    expect(signedIn.isSignedIn).toBe(true);
    expect((await getCurrentUser()).username).toBe(USERNAME);

    const { tokens } = await fetchAuthSession();
    const res = await getCandidate(tokens!.idToken!.toString());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      numero_documento: USERNAME,
      primer_nombre: 'Carlos',
      primer_apellido: 'Gómez',
      nombre: 'Carlos Andrés',
      apellido: 'Gómez Pérez',
      correo: EMAIL,
      email: EMAIL,
      numero_contacto1: '+573109876543',
    });
    await signOut();
  });

  it('signs in with SRP and refreshes the tokens', async () => {
    const result = await signIn({ username: USERNAME, password });
    expect(result).toMatchObject({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const first = await fetchAuthSession();
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens!.idToken!.payload.jti).not.toBe(first.tokens!.idToken!.payload.jti);
    expect(refreshed.tokens!.idToken!.payload['cognito:username']).toBe(USERNAME);
    expect((await getCandidate(refreshed.tokens!.idToken!.toString())).status).toBe(200);
  });

  it('sets up TOTP and makes it the preferred factor', async () => {
    const details = await setUpTOTP();
    totpSecret = details.sharedSecret;
    totpNow = authenticator(totpSecret);
    expect(details.getSetupUri('Portal').toString()).toContain('otpauth://totp/');
    await verifyTOTPSetup({ code: totpNow() });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toMatchObject({ enabled: ['TOTP'], preferred: 'TOTP' });
  });

  it('signs out with revocation: the old refresh token stops working', async () => {
    const refreshToken = store.get(refreshKey());
    const body = { ClientId: ctx.env.IDENTITY_CLIENT_ID, RefreshToken: refreshToken };
    expect((await cognito(ctx.app, 'GetTokensFromRefreshToken', body)).status).toBe(200);
    await signOut();
    const res = await cognito(ctx.app, 'GetTokensFromRefreshToken', {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      RefreshToken: refreshToken,
    });
    expect(res.errorType).toBe('NotAuthorizedException');
  });

  it('signs in with SRP plus the TOTP code', async () => {
    const step = await signIn({ username: USERNAME, password });
    expect(step.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const done = await confirmSignIn({ challengeResponse: totpNow() });
    expect(done.isSignedIn).toBe(true);
    await signOut({ global: true });
  });

  it('resets a forgotten password with the mailed code and signs in with the new one', async () => {
    const reset = await resetPassword({ username: USERNAME });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    password = 'Otra-Clave-Nueva-77';
    await confirmResetPassword({
      username: USERNAME,
      confirmationCode: await lastCode(EMAIL),
      newPassword: password,
    });
    await expect(signIn({ username: USERNAME, password: 'Tr4bajo-Seguro-2026' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const step = await signIn({ username: USERNAME, password });
    expect(step.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    expect((await confirmSignIn({ challengeResponse: totpNow() })).isSignedIn).toBe(true);
    await signOut();
  });
});
