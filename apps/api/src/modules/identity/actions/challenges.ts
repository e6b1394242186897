import {
  CognitoError,
  codeMismatch,
  invalidParameter,
  invalidSession,
  notAuthorized,
} from '../protocol/cognito-error.js';
import { consumeCode } from '../store/codes.js';
import type { ActionHandler, IdentityContext } from '../protocol/context.js';
import {
  checkLock,
  clearFailures,
  countFailure,
  hitRateLimit,
  lockedOut,
  readLock,
} from '../store/guards.js';
import { checkClient, obj, optionalStr, str } from '../protocol/input.js';
import { checkPassword } from '../store/passwords.js';
import { dropSession, failSession, peekSession, takeSession } from '../store/sessions.js';
import { totpStep } from '../crypto/totp.js';
import {
  claimTotpStep,
  findUserById,
  parseAttributes,
  passwordFields,
  updateUser,
  type UserRow,
} from '../store/users.js';
import {
  afterFirstFactor,
  emailOtpChallenge,
  enabledMfas,
  mfaChallenge,
  tokensResult,
  type MfaType,
} from './next-step.js';
import { passwordVerifier } from './password-verifier.js';
import { passwordAnswer, startSrp } from './sign-in.js';

type Responses = Record<string, unknown>;
/** Answers to a code that was read and was wrong (the last allowed guess hears LimitExceeded). */
const WRONG_CODE = ['CodeMismatchException', 'LimitExceededException'];
interface Step {
  ctx: IdentityContext;
  ip: string;
  responses: Responses;
  session: string | undefined;
  issuer: string;
}

async function sessionUser(ctx: IdentityContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw invalidSession();
  return user;
}

/** The USERNAME a client echoes must be the session's user. */
function sameUser(user: UserRow, responses: Responses) {
  const username = optionalStr(responses, 'USERNAME');
  if (username !== undefined && username !== user.username)
    throw notAuthorized('Invalid username for the session.');
}

const handlers: Record<string, (step: Step) => Promise<Record<string, unknown>>> = {
  PASSWORD_VERIFIER: ({ ctx, ip, responses, issuer }) => passwordVerifier(ctx, ip, responses, issuer),

  async SELECT_CHALLENGE({ ctx, responses, session, issuer }) {
    const row = await takeSession(ctx.db, session, ['SELECT_CHALLENGE'], ctx.clock.now());
    const user = await sessionUser(ctx, row.user_id);
    sameUser(user, responses);
    const answer = str(responses, 'ANSWER');
    if (answer === 'PASSWORD') return passwordAnswer(ctx, user, str(responses, 'PASSWORD'), issuer);
    if (answer === 'PASSWORD_SRP') return startSrp(ctx, user, str(responses, 'SRP_A'));
    if (answer === 'EMAIL_OTP' && user.email_verified) return emailOtpChallenge(ctx, user, 'first');
    throw invalidParameter(`Challenge ${answer} is not available for this user.`);
  },

  async SOFTWARE_TOKEN_MFA({ ctx, responses, session, issuer }) {
    const row = await peekSession(ctx.db, session, ['SOFTWARE_TOKEN_MFA'], ctx.clock.now());
    const user = await sessionUser(ctx, row.user_id);
    sameUser(user, responses);
    const step = user.totp_secret
      ? totpStep(user.totp_secret, responses.SOFTWARE_TOKEN_MFA_CODE, ctx.clock.now().getTime())
      : null;
    if (step === null || !(await claimTotpStep(ctx.db, user.id, step))) {
      await failSession(ctx.db, row);
      throw codeMismatch();
    }
    await dropSession(ctx.db, row);
    return tokensResult(ctx, user, issuer);
  },

  async EMAIL_OTP({ ctx, responses, session, issuer }) {
    const now = ctx.clock.now();
    const row = await peekSession(ctx.db, session, ['EMAIL_OTP'], now);
    const user = await sessionUser(ctx, row.user_id);
    sameUser(user, responses);
    // A wrong code counts toward the account's lockout, as a wrong password does: a code needs no
    // password, and each new one brings five guesses, so only the account can bound the guessing.
    const lock = checkLock(await readLock(ctx.db, user.username), now);
    try {
      await consumeCode(ctx.db, user.id, 'sign_in', responses.EMAIL_OTP_CODE, now, (tx) =>
        dropSession(tx, row),
      );
    } catch (error) {
      const guessedWrong = error instanceof CognitoError && WRONG_CODE.includes(error.type);
      if (guessedWrong && (await countFailure(ctx.db, user.username, now))) throw lockedOut();
      throw error;
    }
    if (lock.hasFailures) await clearFailures(ctx.db, user.username);
    return tokensResult(ctx, user, issuer);
  },

  async SELECT_MFA_TYPE({ ctx, responses, session }) {
    const row = await takeSession(ctx.db, session, ['SELECT_MFA_TYPE'], ctx.clock.now());
    const user = await sessionUser(ctx, row.user_id);
    sameUser(user, responses);
    const answer = str(responses, 'ANSWER') as MfaType;
    if (!enabledMfas(user).includes(answer))
      throw invalidParameter(`MFA type ${answer} is not enabled for this user.`);
    return mfaChallenge(ctx, user, answer);
  },

  async NEW_PASSWORD_REQUIRED({ ctx, responses, session, issuer }) {
    const row = await peekSession(ctx.db, session, ['NEW_PASSWORD_REQUIRED'], ctx.clock.now());
    const user = await sessionUser(ctx, row.user_id);
    sameUser(user, responses);
    const password = checkPassword(responses.NEW_PASSWORD);
    const attributes = Object.entries(responses)
      .filter(([key]) => key.startsWith('userAttributes.'))
      .map(([key, value]) => ({ Name: key.slice('userAttributes.'.length), Value: value }));
    const changes = parseAttributes(attributes, false);
    await dropSession(ctx.db, row);
    const updated = {
      ...changes,
      ...passwordFields(ctx.poolName, user.username, password),
      status: 'CONFIRMED',
    };
    await updateUser(ctx.db, user.id, updated);
    return afterFirstFactor(ctx, { ...user, ...updated }, issuer);
  },

  async MFA_SETUP({ ctx, responses, session, issuer }) {
    const row = await peekSession(ctx.db, session, ['MFA_SETUP'], ctx.clock.now());
    const user = await sessionUser(ctx, row.user_id);
    sameUser(user, responses);
    if (!user.totp_enabled || !user.totp_secret) {
      throw new CognitoError(
        'InvalidParameterException',
        'Software token MFA has not been verified for this session.',
      );
    }
    await dropSession(ctx.db, row);
    return tokensResult(ctx, user, issuer);
  },
};

export const respondToAuthChallenge: ActionHandler = async ({ ctx, body, ip, issuer }) => {
  checkClient(ctx, body);
  const name = str(body, 'ChallengeName');
  // PASSWORD_VERIFIER counts itself inside its one-statement lookup.
  if (name !== 'PASSWORD_VERIFIER') await hitRateLimit(ctx.db, 'sign_in', ip, ctx.clock.now());
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler) throw invalidParameter(`ChallengeName ${name} is not supported by this user pool.`);
  return handler({
    ctx,
    ip,
    responses: obj(body, 'ChallengeResponses'),
    session: optionalStr(body, 'Session'),
    issuer,
  });
};
