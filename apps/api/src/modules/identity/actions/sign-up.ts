import type { SignUpContext } from '../hooks.js';
import { mailTemplates } from '../mail-templates.js';
import { enqueueMail } from '../../../infra/mail/outbox.js';
import {
  CognitoError,
  invalidParameter,
  notAuthorized,
  preSignUpRefused,
} from '../protocol/cognito-error.js';
import { consumeCode, issueCode } from '../store/codes.js';
import type { ActionHandler } from '../protocol/context.js';
import { hitRateLimit } from '../store/guards.js';
import { checkClient, clientMetadata, str } from '../protocol/input.js';
import { checkPassword } from '../store/passwords.js';
import { openSession } from '../store/sessions.js';
import { checkUsername, findUser, insertUser, parseAttributes, updateUser } from '../store/users.js';
import { codeDelivery } from './recovery.js';
import { requireUser } from './sign-in.js';

/** The ClientMetadata kept from the sign-up call (nothing for accounts made another way). */
function storedMetadata(context: unknown): Record<string, string> {
  const metadata = (context as Partial<SignUpContext> | null)?.clientMetadata;
  return metadata && typeof metadata === 'object' ? metadata : {};
}

const usernameExists = () => new CognitoError('UsernameExistsException', 'User already exists');

export const signUp: ActionHandler = async ({ ctx, body, ip, userAgent }) => {
  checkClient(ctx, body);
  const now = ctx.clock.now();
  await hitRateLimit(ctx.db, 'sign_up', ip, now);
  const username = checkUsername(body.Username);
  const password = checkPassword(body.Password);
  const attributes = parseAttributes(body.UserAttributes, true);
  const metadata = clientMetadata(body);
  // As Cognito: a taken username is answered before the pre-sign-up trigger runs.
  const taken = await findUser(ctx.db, username);
  if (taken && taken.status !== 'UNCONFIRMED') throw usernameExists();
  const refusal = await ctx.hooks.refuseSignUp(ctx.db, {
    username,
    email: attributes.email!,
    clientMetadata: metadata,
  });
  if (refusal) throw preSignUpRefused(refusal);
  const user = await ctx.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      username,
      password,
      email: attributes.email!,
      phone_number: attributes.phone_number,
      name: attributes.name,
      given_name: attributes.given_name,
      family_name: attributes.family_name,
      status: 'UNCONFIRMED',
      poolName: ctx.poolName,
      signUpContext: { clientMetadata: metadata, ip, userAgent, at: now.toISOString() },
    });
    if (!row) throw usernameExists();
    const code = await issueCode(tx, row, 'signup', now);
    await enqueueMail(tx, mailTemplates.signUpCode(row.email, row.name, code), now);
    return row;
  });
  return { UserConfirmed: false, UserSub: user.id, CodeDeliveryDetails: codeDelivery(user.email) };
};

/** Confirms the account, runs the post-confirmation trigger and opens a 3-minute auto sign-in. */
export const confirmSignUp: ActionHandler = async ({ ctx, body, ip }) => {
  checkClient(ctx, body);
  const now = ctx.clock.now();
  await hitRateLimit(ctx.db, 'sign_up', ip, now);
  const user = await requireUser(ctx, str(body, 'Username'));
  if (user.status !== 'UNCONFIRMED') {
    throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
  }
  const session = await consumeCode(
    ctx.db,
    user.id,
    'signup',
    str(body, 'ConfirmationCode'),
    now,
    async (tx) => {
      // Asked again: a candidate record may have been created between sign-up and code.
      const refusal = await ctx.hooks.refuseSignUp(tx, {
        username: user.username,
        email: user.email,
        clientMetadata: storedMetadata(user.sign_up_context),
      });
      if (refusal) throw preSignUpRefused(refusal);
      // The sign-up context has served its purpose once the trigger has read it.
      await updateUser(tx, user.id, { status: 'CONFIRMED', email_verified: true, sign_up_context: null });
      await ctx.hooks.onConfirmed(tx, user);
      return openSession(tx, user.id, 'AUTO_SIGN_IN', now);
    },
  );
  return { Session: session };
};

export const resendConfirmationCode: ActionHandler = async ({ ctx, body, ip }) => {
  checkClient(ctx, body);
  const now = ctx.clock.now();
  await hitRateLimit(ctx.db, 'sign_up', ip, now);
  const user = await requireUser(ctx, str(body, 'Username'));
  if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, user, 'signup', now);
    await enqueueMail(tx, mailTemplates.signUpCode(user.email, user.name, code), now);
  });
  return { CodeDeliveryDetails: codeDelivery(user.email) };
};
