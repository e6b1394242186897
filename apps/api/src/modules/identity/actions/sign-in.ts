import { CognitoError, invalidParameter, notAuthorized, userNotFound } from '../protocol/cognito-error.js';
import type { ActionHandler, IdentityContext } from '../protocol/context.js';
import { checkLock, readLock, type LockState } from '../store/guards.js';
import { checkClient, obj, optionalStr, str } from '../protocol/input.js';
import { signInLookup } from '../store/lookups.js';
import { openSession, takeSession } from '../store/sessions.js';
import { fromHex, N, serverEphemeralOffThread } from '../crypto/srp.js';
import { refreshTokens } from '../protocol/tokens.js';
import { sealSecretBlock } from '../crypto/secret-block.js';
import { PENDING_SIGN_IN_TTL_MS } from '@portal/shared/constants';
import { findUser, type UserRow } from '../store/users.js';
import {
  afterFirstFactor,
  emailOtpChallenge,
  guardedPasswordCheck,
  passwordMatches,
  tokensResult,
} from './next-step.js';

export async function requireUser(ctx: IdentityContext, username: string): Promise<UserRow> {
  const user = await findUser(ctx.db, username);
  if (!user) throw userNotFound();
  return user;
}

/** SRP step 1: B and the salt for the client; b travels sealed in SECRET_BLOCK (single use, 3 minutes). */
export async function startSrp(ctx: IdentityContext, user: UserRow, srpA: string, lock?: LockState) {
  if (!/^[0-9a-fA-F]{1,800}$/.test(srpA) || fromHex(srpA) % N === 0n)
    throw invalidParameter('Invalid SRP_A.');
  checkLock(lock ?? (await readLock(ctx.db, user.username)), ctx.clock.now());
  const { b, B } = await serverEphemeralOffThread(user.srp_verifier);
  const expiresAt = ctx.clock.now().getTime() + PENDING_SIGN_IN_TTL_MS;
  const secretBlock = await sealSecretBlock(ctx.keys, {
    userId: user.id,
    username: user.username,
    verifier: user.srp_verifier,
    b,
    B,
    A: srpA,
    expiresAt,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: user.srp_salt,
      SRP_B: B,
      SECRET_BLOCK: secretBlock,
      USERNAME: user.username,
      USER_ID_FOR_SRP: user.username,
    },
  };
}

export async function passwordAnswer(
  ctx: IdentityContext,
  user: UserRow,
  password: string,
  issuer: string,
  lock?: LockState,
) {
  await guardedPasswordCheck(ctx, user, () => passwordMatches(ctx, user, password), lock);
  return afterFirstFactor(ctx, user, issuer);
}

function firstFactors(user: UserRow) {
  return user.email_verified ? ['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP'] : ['PASSWORD', 'PASSWORD_SRP'];
}

/** USER_AUTH: auto sign-in after confirmation, a preferred first factor, or SELECT_CHALLENGE. */
async function userAuth(
  ctx: IdentityContext,
  { user, lock }: { user: UserRow; lock: LockState },
  params: Record<string, unknown>,
  session: string | undefined,
  issuer: string,
) {
  if (session) {
    const row = await takeSession(ctx.db, session, ['AUTO_SIGN_IN'], ctx.clock.now());
    if (row.user_id !== user.id) throw notAuthorized('Invalid session for the user.');
    return tokensResult(ctx, user, issuer);
  }
  switch (optionalStr(params, 'PREFERRED_CHALLENGE')) {
    case 'PASSWORD':
      return passwordAnswer(ctx, user, str(params, 'PASSWORD'), issuer, lock);
    case 'PASSWORD_SRP':
      return startSrp(ctx, user, str(params, 'SRP_A'), lock);
    case 'EMAIL_OTP':
      if (user.email_verified && user.status === 'CONFIRMED') return emailOtpChallenge(ctx, user, 'first');
  }
  const token = await openSession(ctx.db, user.id, 'SELECT_CHALLENGE', ctx.clock.now());
  return {
    ChallengeName: 'SELECT_CHALLENGE',
    Session: token,
    ChallengeParameters: { USERNAME: user.username },
    AvailableChallenges: firstFactors(user),
  };
}

const PASSWORD_FLOWS = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'USER_AUTH'];

export const initiateAuth: ActionHandler = async ({ ctx, body, ip, issuer }) => {
  checkClient(ctx, body);
  const flow = str(body, 'AuthFlow');
  const params = obj(body, 'AuthParameters');
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
    const result = await refreshTokens(ctx, ctx.keys, str(params, 'REFRESH_TOKEN'), issuer);
    return { ChallengeParameters: {}, AuthenticationResult: result };
  }
  if (!PASSWORD_FLOWS.includes(flow)) {
    throw new CognitoError(
      'InvalidParameterException',
      `AuthFlow ${flow} is not supported by this user pool.`,
    );
  }
  // Rate limit, user and lockout state in one round trip: this is the busiest call of the pool.
  const { user, lock } = await signInLookup(ctx, ip, { username: str(params, 'USERNAME') });
  if (!user) throw userNotFound();
  if (flow === 'USER_SRP_AUTH') return startSrp(ctx, user, str(params, 'SRP_A'), lock);
  if (flow === 'USER_PASSWORD_AUTH') return passwordAnswer(ctx, user, str(params, 'PASSWORD'), issuer, lock);
  return userAuth(ctx, { user, lock }, params, optionalStr(body, 'Session'), issuer);
};

export const getTokensFromRefreshToken: ActionHandler = async ({ ctx, body, issuer }) => {
  checkClient(ctx, body);
  const result = await refreshTokens(ctx, ctx.keys, str(body, 'RefreshToken'), issuer);
  return { AuthenticationResult: result };
};
