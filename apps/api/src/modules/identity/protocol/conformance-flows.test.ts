import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autoSignIn,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  fetchUserAttributes,
  signIn,
  signOut,
  signUp,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { startAmplifyApp } from '../../../test-support/amplify-app.js';
import { CONSENTS, lastMailedCode } from '../../../test-support/cognito-client.js';
import type { TestContext } from '../../../test-support/test-app.js';
import { authenticator } from '../../../test-support/totp.js';
import { findUser, insertUser, updateUser } from '../store/users.js';

// USER_AUTH, first-factor selection, email codes, forced new password, MFA set-up and MFA choice,
// each driven through the real aws-amplify v6 client.
let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ({ ctx, base } = await startAmplifyApp());
});
afterAll(() => ctx.close());

const lastCode = (to: string) => lastMailedCode(base, to);

async function createUser(username: string, status: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD', email: string) {
  await insertUser(ctx.database.db, {
    username,
    password: 'Inicial-Segura-1',
    email,
    status,
    poolName: 'PortalLocal',
  });
  return (await findUser(ctx.database.db, username))!;
}

const signedInUser = async () => (await fetchAuthSession()).tokens?.idToken?.payload['cognito:username'];

describe('USER_AUTH flows', () => {
  it('auto sign-in after confirmation uses the ConfirmSignUp session', async () => {
    await signUp({
      username: '52000111',
      password: 'Clave-De-Prueba-9',
      options: {
        userAttributes: { email: 'luisa@example.co', name: 'Luisa Fernanda Ríos' },
        clientMetadata: CONSENTS,
        autoSignIn: { authFlowType: 'USER_AUTH' },
      },
    });
    const confirmed = await confirmSignUp({
      username: '52000111',
      confirmationCode: await lastCode('luisa@example.co'),
    });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    expect((await autoSignIn()).isSignedIn).toBe(true);
    expect(await signedInUser()).toBe('52000111');
    await signOut();
  });

  it('first-factor selection offers PASSWORD, PASSWORD_SRP and EMAIL_OTP; email code signs in', async () => {
    const step = await signIn({ username: '52000111', options: { authFlowType: 'USER_AUTH' } });
    expect(step.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION');
    expect(step.nextStep).toMatchObject({ availableChallenges: ['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP'] });
    const emailStep = await confirmSignIn({ challengeResponse: 'EMAIL_OTP' });
    expect(emailStep.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
    expect((await confirmSignIn({ challengeResponse: await lastCode('luisa@example.co') })).isSignedIn).toBe(
      true,
    );
    await signOut();
  });

  it('selecting PASSWORD or PASSWORD_SRP then asks for the password', async () => {
    for (const factor of ['PASSWORD', 'PASSWORD_SRP']) {
      await signIn({ username: '52000111', options: { authFlowType: 'USER_AUTH' } });
      const step = await confirmSignIn({ challengeResponse: factor });
      expect(step.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_PASSWORD');
      expect((await confirmSignIn({ challengeResponse: 'Clave-De-Prueba-9' })).isSignedIn).toBe(true);
      await signOut();
    }
  });

  it('a preferred PASSWORD challenge and USER_PASSWORD_AUTH sign in directly', async () => {
    const direct = await signIn({
      username: '52000111',
      password: 'Clave-De-Prueba-9',
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'PASSWORD' },
    });
    expect(direct.isSignedIn).toBe(true);
    await signOut();
    const plain = await signIn({
      username: '52000111',
      password: 'Clave-De-Prueba-9',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(plain.isSignedIn).toBe(true);
    await signOut();
  });
});

describe('challenges after the password', () => {
  it('NEW_PASSWORD_REQUIRED: a user created by staff chooses a password', async () => {
    await createUser('80111222', 'FORCE_CHANGE_PASSWORD', 'staff-made@example.co');
    const step = await signIn({ username: '80111222', password: 'Inicial-Segura-1' });
    expect(step.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    await expect(confirmSignIn({ challengeResponse: 'contraseña' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    const done = await confirmSignIn({
      challengeResponse: 'Mi-Clave-Propia-5',
      options: { userAttributes: { name: 'Pedro de la Torre' } },
    });
    expect(done.isSignedIn).toBe(true);
    expect((await findUser(ctx.database.db, '80111222'))?.name).toBe('Pedro de la Torre');
    await signOut();
  });

  it('MFA_SETUP: a user who must use MFA sets up TOTP while signing in', async () => {
    const user = await createUser('80333444', 'CONFIRMED', 'needs-mfa@example.co');
    await updateUser(ctx.database.db, user.id, { mfa_required: true });
    const step = await signIn({ username: '80333444', password: 'Inicial-Segura-1' });
    expect(step.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
    const secret = (step.nextStep as { totpSetupDetails: { sharedSecret: string } }).totpSetupDetails
      .sharedSecret;
    const code = authenticator(secret);
    const setupCode = code();
    const done = await confirmSignIn({ challengeResponse: setupCode });
    expect(done.isSignedIn).toBe(true);
    await signOut();
    // The setup code is spent: it does not sign in again (RFC 6238, §5.2), the next code does.
    const again = await signIn({ username: '80333444', password: 'Inicial-Segura-1' });
    expect(again.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await expect(confirmSignIn({ challengeResponse: setupCode })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const retry = await signIn({ username: '80333444', password: 'Inicial-Segura-1' });
    expect(retry.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const signInCode = code();
    expect((await confirmSignIn({ challengeResponse: signInCode })).isSignedIn).toBe(true);
    await signOut();
    // Nor does a sign-in code, replayed within its window.
    await signIn({ username: '80333444', password: 'Inicial-Segura-1' });
    await expect(confirmSignIn({ challengeResponse: signInCode })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
  });

  it('SELECT_MFA_TYPE: with TOTP and email enabled and no preference, the user picks', async () => {
    const user = await createUser('80555666', 'CONFIRMED', 'two-factors@example.co');
    await updateUser(ctx.database.db, user.id, {
      totp_secret: 'JBSWY3DPEHPK3PXP',
      totp_enabled: true,
      email_mfa_enabled: true,
      preferred_mfa: null,
    });
    const step = await signIn({ username: '80555666', password: 'Inicial-Segura-1' });
    expect(step.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_MFA_SELECTION');
    const emailStep = await confirmSignIn({ challengeResponse: 'EMAIL' });
    expect(emailStep.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
    expect(
      (await confirmSignIn({ challengeResponse: await lastCode('two-factors@example.co') })).isSignedIn,
    ).toBe(true);
    await signOut();
  });
});

describe('attributes', () => {
  it('a changed e-mail is unverified until the mailed code confirms it', async () => {
    await signIn({ username: '52000111', password: 'Clave-De-Prueba-9' });
    const output = await updateUserAttributes({
      userAttributes: { email: 'luisa.nueva@example.co', name: 'Luisa F. Ríos' },
    });
    expect(output.email?.nextStep.updateAttributeStep).toBe('CONFIRM_ATTRIBUTE_WITH_CODE');
    expect(output.name?.isUpdated).toBe(true);
    expect(await fetchUserAttributes()).toMatchObject({
      email: 'luisa.nueva@example.co',
      email_verified: 'false',
    });
    await confirmUserAttribute({
      userAttributeKey: 'email',
      confirmationCode: await lastCode('luisa.nueva@example.co'),
    });
    expect(await fetchUserAttributes()).toMatchObject({ email_verified: 'true', name: 'Luisa F. Ríos' });
    await signOut();
  });
});
