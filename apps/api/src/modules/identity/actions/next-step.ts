import { createHash, timingSafeEqual } from 'node:crypto';
import { mailTemplates } from '../mail-templates.js';
import { enqueueMail } from '../../../infra/mail/outbox.js';
import { CognitoError, notAuthorized } from '../protocol/cognito-error.js';
import { issueCode } from '../store/codes.js';
import type { IdentityContext } from '../protocol/context.js';
import { checkLock, clearFailures, readLock, recordFailure, type LockState } from '../store/guards.js';
import { openSession } from '../store/sessions.js';
import { computeVerifierOffThread } from '../crypto/srp.js';
import { issueSignInTokens } from '../protocol/tokens.js';
import { maskEmail } from '@portal/shared/text';
import type { UserRow } from '../store/users.js';

export type MfaType = 'SOFTWARE_TOKEN_MFA' | 'EMAIL_OTP';
type Result = Record<string, unknown>;

const digest = (hex: string) => createHash('sha256').update(hex).digest();

/** Plain password check (USER_PASSWORD_AUTH, PASSWORD answers, ChangePassword) against the verifier. */
export async function passwordMatches(ctx: IdentityContext, user: UserRow, password: string) {
  const candidate = await computeVerifierOffThread(ctx.poolName, user.username, password, user.srp_salt);
  return timingSafeEqual(digest(candidate), digest(user.srp_verifier));
}

/** Runs a password check under the lockout rules; throws NotAuthorized on a miss. */
export async function guardedPasswordCheck(
  ctx: IdentityContext,
  user: UserRow,
  check: () => boolean | Promise<boolean>,
  knownLock?: LockState,
) {
  const now = ctx.clock.now();
  const lock = checkLock(knownLock ?? (await readLock(ctx.db, user.username)), now);
  if (!(await check())) throw await recordFailure(ctx.db, user.username, now);
  if (lock.hasFailures) await clearFailures(ctx.db, user.username);
}

export const tokensResult = async (ctx: IdentityContext, user: UserRow, issuer: string): Promise<Result> => ({
  ChallengeParameters: {},
  AuthenticationResult: await issueSignInTokens(ctx, ctx.keys, user, issuer),
});

/** Sends a sign-in code by mail and opens the EMAIL_OTP step. */
export async function emailOtpChallenge(ctx: IdentityContext, user: UserRow, factor: 'first' | 'mfa') {
  const now = ctx.clock.now();
  // A locked account gets no code: asking for codes must not flood its owner's inbox meanwhile. As
  // a second factor the password check has just read the lock; as the first, nothing has.
  if (factor === 'first') checkLock(await readLock(ctx.db, user.username), now);
  const session = await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, user, 'sign_in', now);
    await enqueueMail(tx, mailTemplates.signInCode(user.email, user.name, code), now);
    return openSession(tx, user.id, 'EMAIL_OTP', now, { factor });
  });
  return {
    ChallengeName: 'EMAIL_OTP',
    Session: session,
    ChallengeParameters: {
      USERNAME: user.username,
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: maskEmail(user.email),
    },
  };
}

export async function mfaChallenge(ctx: IdentityContext, user: UserRow, type: MfaType): Promise<Result> {
  if (type === 'EMAIL_OTP') return emailOtpChallenge(ctx, user, 'mfa');
  const session = await openSession(ctx.db, user.id, 'SOFTWARE_TOKEN_MFA', ctx.clock.now());
  return {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: session,
    ChallengeParameters: { USERNAME: user.username },
  };
}

export function enabledMfas(user: UserRow): MfaType[] {
  const list: MfaType[] = [];
  if (user.totp_enabled && user.totp_secret) list.push('SOFTWARE_TOKEN_MFA');
  if (user.email_mfa_enabled) list.push('EMAIL_OTP');
  return list;
}

/** What follows a correct password: account state first, then MFA, then tokens. */
export async function afterFirstFactor(ctx: IdentityContext, user: UserRow, issuer: string): Promise<Result> {
  if (user.status === 'UNCONFIRMED')
    throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
  if (user.status === 'RESET_REQUIRED') {
    throw new CognitoError('PasswordResetRequiredException', 'Password reset required for the user');
  }
  const now = ctx.clock.now();
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const session = await openSession(ctx.db, user.id, 'NEW_PASSWORD_REQUIRED', now);
    const userAttributes = JSON.stringify({ email: user.email, ...(user.name ? { name: user.name } : {}) });
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: session,
      ChallengeParameters: {
        USERNAME: user.username,
        USER_ID_FOR_SRP: user.username,
        requiredAttributes: '[]',
        userAttributes,
      },
    };
  }
  if (user.status !== 'CONFIRMED') throw notAuthorized('User is disabled.');
  const mfas = enabledMfas(user);
  if (mfas.length === 0) {
    if (!user.mfa_required) return tokensResult(ctx, user, issuer);
    const session = await openSession(ctx.db, user.id, 'MFA_SETUP', now);
    return {
      ChallengeName: 'MFA_SETUP',
      Session: session,
      ChallengeParameters: {
        USERNAME: user.username,
        MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']),
      },
    };
  }
  const preferred = mfas.find((type) => type === user.preferred_mfa);
  if (preferred || mfas.length === 1) return mfaChallenge(ctx, user, preferred ?? mfas[0]!);
  const session = await openSession(ctx.db, user.id, 'SELECT_MFA_TYPE', now);
  return {
    ChallengeName: 'SELECT_MFA_TYPE',
    Session: session,
    ChallengeParameters: { USERNAME: user.username, MFAS_CAN_CHOOSE: JSON.stringify(mfas) },
  };
}
