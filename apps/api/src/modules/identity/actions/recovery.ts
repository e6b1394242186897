import { mailTemplates } from '../mail-templates.js';
import { enqueueMail } from '../../../infra/mail/outbox.js';
import { invalidParameter } from '../protocol/cognito-error.js';
import { consumeCode, issueCode } from '../store/codes.js';
import type { ActionHandler } from '../protocol/context.js';
import { clearFailures, hitRateLimit } from '../store/guards.js';
import { checkClient, str } from '../protocol/input.js';
import { checkPassword } from '../store/passwords.js';
import { maskEmail } from '@portal/shared/text';
import { passwordFields, updateUser } from '../store/users.js';
import { signOutEverywhere } from '../protocol/tokens.js';
import { requireUser } from './sign-in.js';

export const codeDelivery = (email: string) => ({
  Destination: maskEmail(email),
  DeliveryMedium: 'EMAIL',
  AttributeName: 'email',
});

export const forgotPassword: ActionHandler = async ({ ctx, body, ip }) => {
  checkClient(ctx, body);
  const now = ctx.clock.now();
  await hitRateLimit(ctx.db, 'recovery', ip, now);
  const user = await requireUser(ctx, str(body, 'Username'));
  if (!user.email_verified) {
    throw invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, user, 'reset', now);
    await enqueueMail(tx, mailTemplates.resetCode(user.email, user.name, code), now);
  });
  return { CodeDeliveryDetails: codeDelivery(user.email) };
};

export const confirmForgotPassword: ActionHandler = async ({ ctx, body, ip }) => {
  checkClient(ctx, body);
  const now = ctx.clock.now();
  await hitRateLimit(ctx.db, 'recovery', ip, now);
  const user = await requireUser(ctx, str(body, 'Username'));
  const password = checkPassword(body.Password);
  await consumeCode(ctx.db, user.id, 'reset', str(body, 'ConfirmationCode'), now, async (tx) => {
    const status = user.status === 'UNCONFIRMED' ? 'UNCONFIRMED' : 'CONFIRMED';
    await updateUser(tx, user.id, { ...passwordFields(ctx.poolName, user.username, password), status });
    await clearFailures(tx, user.username);
    // Whoever knew the old password may hold a session: a reset ends them all, as GlobalSignOut.
    await signOutEverywhere(tx, user.id, now);
  });
  ctx.liveSessions.forgetAll();
  return {};
};
