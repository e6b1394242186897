import { CognitoError, invalidParameter, notAuthorized, userNotFound } from '../cognito-error.js';
import type { ActionHandler, IdentityContext } from '../context.js';
import { assertNotLocked, hitRateLimit } from '../guards.js';
import { checkClient, obj, optionalStr, str } from '../input.js';
import { openSession, takeSession } from '../sessions.js';
import { fromHex, N, serverEphemeral } from '../srp.js';
import { refreshTokens } from '../tokens.js';
import { findUser, type UserRow } from '../users.js';
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

/** SRP step 1: B and the salt for the client, b kept server-side in a single-use session. */
export async function startSrp(ctx: IdentityContext, user: UserRow, srpA: string) {
  if (!/^[0-9a-fA-F]{1,800}$/.test(srpA) || fromHex(srpA) % N === 0n)
    throw invalidParameter('Invalid SRP_A.');
  await assertNotLocked(ctx.db, user.username, ctx.clock.now());
  const { b, B } = serverEphemeral(user.srp_verifier);
  const secretBlock = await openSession(ctx.db, user.id, 'PASSWORD_VERIFIER', ctx.clock.now(), {
    b,
    B,
    A: srpA,
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

export async function passwordAnswer(ctx: IdentityContext, user: UserRow, password: string, issuer: string) {
  await guardedPasswordCheck(ctx, user, () => passwordMatches(ctx, user, password));
  return afterFirstFactor(ctx, user, issuer);
}

function firstFactors(user: UserRow) {
  return user.email_verified ? ['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP'] : ['PASSWORD', 'PASSWORD_SRP'];
}

/** USER_AUTH: auto sign-in after confirmation, a preferred first factor, or SELECT_CHALLENGE. */
async function userAuth(
  ctx: IdentityContext,
  params: Record<string, unknown>,
  session: string | undefined,
  issuer: string,
) {
  const user = await requireUser(ctx, str(params, 'USERNAME'));
  if (session) {
    const row = await takeSession(ctx.db, session, ['AUTO_SIGN_IN'], ctx.clock.now());
    if (row.user_id !== user.id) throw notAuthorized('Invalid session for the user.');
    return tokensResult(ctx, user, issuer);
  }
  switch (optionalStr(params, 'PREFERRED_CHALLENGE')) {
    case 'PASSWORD':
      return passwordAnswer(ctx, user, str(params, 'PASSWORD'), issuer);
    case 'PASSWORD_SRP':
      return startSrp(ctx, user, str(params, 'SRP_A'));
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

export const initiateAuth: ActionHandler = async ({ ctx, body, ip, issuer }) => {
  checkClient(ctx, body);
  const flow = str(body, 'AuthFlow');
  const params = obj(body, 'AuthParameters');
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
    const result = await refreshTokens(ctx, ctx.keys, str(params, 'REFRESH_TOKEN'), issuer);
    return { ChallengeParameters: {}, AuthenticationResult: result };
  }
  await hitRateLimit(ctx.db, 'sign_in', ip, ctx.clock.now());
  switch (flow) {
    case 'USER_SRP_AUTH':
      return startSrp(ctx, await requireUser(ctx, str(params, 'USERNAME')), str(params, 'SRP_A'));
    case 'USER_PASSWORD_AUTH': {
      const user = await requireUser(ctx, str(params, 'USERNAME'));
      return passwordAnswer(ctx, user, str(params, 'PASSWORD'), issuer);
    }
    case 'USER_AUTH':
      return userAuth(ctx, params, optionalStr(body, 'Session'), issuer);
    default:
      throw new CognitoError(
        'InvalidParameterException',
        `AuthFlow ${flow} is not supported by this user pool.`,
      );
  }
};

export const getTokensFromRefreshToken: ActionHandler = async ({ ctx, body, issuer }) => {
  checkClient(ctx, body);
  const result = await refreshTokens(ctx, ctx.keys, str(body, 'RefreshToken'), issuer);
  return { AuthenticationResult: result };
};
