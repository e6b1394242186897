import { mailTemplates } from '../mail-templates.js';
import { enqueueMail } from '../../../infra/mail/outbox.js';
import { aliasExists, invalidParameter } from '../protocol/cognito-error.js';
import { consumeCode, issueCode } from '../store/codes.js';
import type { ActionHandler, IdentityContext } from '../protocol/context.js';
import { str } from '../protocol/input.js';
import { userFromAccessToken } from '../protocol/tokens.js';
import { emailVerifiedElsewhere, parseAttributes, updateUser, type UserRow } from '../store/users.js';
import { codeDelivery } from './recovery.js';

/** Mails a code to the (unverified) address; the row goes in the same transaction as the code. */
async function sendEmailCode(ctx: IdentityContext, user: UserRow) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, user, 'verify_email', now);
    await enqueueMail(tx, mailTemplates.verifyEmailCode(user.email, user.name, code), now);
  });
  return [codeDelivery(user.email)];
}

/**
 * A new address is unverified until its code comes back (as in Cognito): e-mail codes for sign-in
 * and recovery stop going anywhere until then. An address another account verified is refused.
 */
export const updateUserAttributes: ActionHandler = async ({ ctx, body, issuer }) => {
  const user = await userFromAccessToken(ctx, ctx.keys, body.AccessToken, issuer);
  const changes = parseAttributes(body.UserAttributes, false);
  const emailChanged = changes.email !== undefined && changes.email !== user.email;
  if (emailChanged && (await emailVerifiedElsewhere(ctx.db, changes.email!, user.username)))
    throw aliasExists();
  const unverified = emailChanged ? { email_verified: false, email_mfa_enabled: false } : {};
  await updateUser(ctx.db, user.id, { ...changes, ...unverified });
  const list = emailChanged ? await sendEmailCode(ctx, { ...user, ...changes, ...unverified }) : [];
  return { CodeDeliveryDetailsList: list };
};

export const getUserAttributeVerificationCode: ActionHandler = async ({ ctx, body, issuer }) => {
  const user = await userFromAccessToken(ctx, ctx.keys, body.AccessToken, issuer);
  if (str(body, 'AttributeName') !== 'email') throw invalidParameter('Only email can be verified.');
  if (user.email_verified) throw invalidParameter('Email is already verified.');
  return { CodeDeliveryDetails: (await sendEmailCode(ctx, user))[0] };
};

export const verifyUserAttribute: ActionHandler = async ({ ctx, body, issuer }) => {
  const user = await userFromAccessToken(ctx, ctx.keys, body.AccessToken, issuer);
  if (str(body, 'AttributeName') !== 'email') throw invalidParameter('Only email can be verified.');
  await consumeCode(ctx.db, user.id, 'verify_email', str(body, 'Code'), ctx.clock.now(), (tx) =>
    updateUser(tx, user.id, { email_verified: true }),
  );
  return {};
};
