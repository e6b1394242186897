import { CognitoError, invalidParameter } from '../protocol/cognito-error.js';
import type { ActionHandler, ActionRequest } from '../protocol/context.js';
import { obj, optionalStr } from '../protocol/input.js';
import { peekSession } from '../store/sessions.js';
import { userFromAccessToken } from '../protocol/tokens.js';
import { newTotpSecret, totpStep } from '../crypto/totp.js';
import { findUserById, updateUser, type UserRow } from '../store/users.js';

/** TOTP set-up runs either inside a sign-in (MFA_SETUP Session) or for a signed-in user (AccessToken). */
async function setupSubject({
  ctx,
  body,
  issuer,
}: ActionRequest): Promise<{ user: UserRow; session?: string }> {
  const session = optionalStr(body, 'Session');
  if (session) {
    const row = await peekSession(ctx.db, session, ['MFA_SETUP'], ctx.clock.now());
    const user = await findUserById(ctx.db, row.user_id);
    if (!user) throw invalidParameter('Invalid session.');
    return { user, session };
  }
  return { user: await userFromAccessToken(ctx, ctx.keys, body.AccessToken, issuer) };
}

export const associateSoftwareToken: ActionHandler = async (request) => {
  const { user, session } = await setupSubject(request);
  const secret = newTotpSecret();
  await updateUser(request.ctx.db, user.id, { totp_pending_secret: secret });
  return { SecretCode: secret, ...(session ? { Session: session } : {}) };
};

export const verifySoftwareToken: ActionHandler = async (request) => {
  const { ctx, body } = request;
  const { user, session } = await setupSubject(request);
  const secret = user.totp_pending_secret;
  if (!secret) throw invalidParameter('Call AssociateSoftwareToken first.');
  const step = totpStep(secret, body.UserCode, ctx.clock.now().getTime());
  if (step === null) throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
  // Inside a sign-in the new factor is enabled at once (the pool requires one); otherwise the user
  // turns it on with SetUserMFAPreference, as with Cognito.
  await updateUser(ctx.db, user.id, {
    totp_secret: secret,
    totp_pending_secret: null,
    // The setup code is spent: it cannot also sign in (a new secret starts its own count).
    totp_last_step: step,
    ...(session ? { totp_enabled: true, preferred_mfa: 'SOFTWARE_TOKEN_MFA' } : {}),
  });
  return { Status: 'SUCCESS', ...(session ? { Session: session } : {}) };
};

interface MfaSettings {
  Enabled?: unknown;
  PreferredMfa?: unknown;
}

export const setUserMfaPreference: ActionHandler = async ({ ctx, body, issuer }) => {
  const user = await userFromAccessToken(ctx, ctx.keys, body.AccessToken, issuer);
  const totp = obj(body, 'SoftwareTokenMfaSettings') as MfaSettings;
  const email = obj(body, 'EmailMfaSettings') as MfaSettings;
  if ((obj(body, 'SMSMfaSettings') as MfaSettings).Enabled === true) {
    throw invalidParameter('SMS MFA is not available in this user pool.');
  }
  const changes: Partial<UserRow> = {};
  let preferred = user.preferred_mfa;
  if (typeof totp.Enabled === 'boolean') {
    if (totp.Enabled && !user.totp_secret) throw invalidParameter('User has not verified software token mfa');
    changes.totp_enabled = totp.Enabled;
    if (!totp.Enabled && preferred === 'SOFTWARE_TOKEN_MFA') preferred = null;
  }
  if (typeof email.Enabled === 'boolean') {
    if (email.Enabled && !user.email_verified) throw invalidParameter('User does not have a verified email.');
    changes.email_mfa_enabled = email.Enabled;
    if (!email.Enabled && preferred === 'EMAIL_OTP') preferred = null;
  }
  if (totp.PreferredMfa === true) preferred = 'SOFTWARE_TOKEN_MFA';
  if (email.PreferredMfa === true) preferred = 'EMAIL_OTP';
  await updateUser(ctx.db, user.id, { ...changes, preferred_mfa: preferred });
  return {};
};
