import { staffAuthMessages } from '@portal/shared/messages';
import { PASSWORD_RESET_TTL_MINUTES } from '@portal/shared/users/staff';
import type { Database } from '../../../db/client.js';
import { enqueueMail } from '../../../infra/mail/outbox.js';
import { countHit } from '../../../infra/rate-limit.js';
import { AppError } from '../../../lib/app-error.js';
import { sha256 } from '../../../plugins/staff-auth.js';
import { passwordResetMail } from '../mail-templates.js';
import { hashPassword } from './passwords.js';
import * as repo from '../repository.js';
import { newToken } from './sessions.js';
import { forgetAccountFailures, mayMail } from './signin-guard.js';

/** Reset requests per client IP and minute, whatever the address. */
export const RESET_REQUESTS_PER_MINUTE = 10;

/**
 * POST /auth/forgot_password: mails an active user a single-use link (its hash is stored). The answer
 * is the same for any address, and the mail is capped per inbox (signin-guard's MAILS_PER_HOUR).
 */
export async function requestPasswordReset(
  db: Database,
  correo: string,
  ip: string,
  origin: string,
  now: Date,
) {
  if ((await countHit(db, `staff_reset:${ip}`, now)) > RESET_REQUESTS_PER_MINUTE) {
    throw new AppError('TOO_MANY_REQUESTS', staffAuthMessages.tooMany);
  }
  const user = await repo.findUserByEmail(db, correo);
  if (user?.activo) {
    const token = newToken();
    await db.transaction(async (tx) => {
      if (!(await mayMail(tx, user.correo, now))) return;
      await repo.insertPasswordReset(tx, {
        token_hash: sha256(token),
        id_usuario: user.id_usuario,
        expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
        created_at: now,
      });
      const link = `${origin}/restablecer?token=${token}`;
      await enqueueMail(tx, passwordResetMail(user.correo, user.primer_nombre, link), now);
    });
  }
  return { message: staffAuthMessages.resetRequested };
}

/** GET /auth/reset_password: whether a link still works, so the screen can say so before typing. */
export async function readPasswordReset(db: Database, token: string, now: Date) {
  const found = await repo.findPasswordReset(db, sha256(token));
  if (!found || found.reset.used_at || !found.user.activo) {
    throw AppError.notFound(staffAuthMessages.resetInvalid);
  }
  if (found.reset.expires_at <= now) throw new AppError('LINK_EXPIRED', staffAuthMessages.resetExpired);
  return found;
}

/**
 * POST /auth/reset_password: sets the new password, spends the link (and any other open one of the
 * user) and revokes every session of the user, in one transaction. The e-mail's failure count starts
 * over: the inbox's owner is back in.
 */
export async function resetPassword(db: Database, token: string, password: string, now: Date) {
  const { user } = await readPasswordReset(db, token, now);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await repo.spendPasswordReset(tx, sha256(token), user.id_usuario, now))) {
      throw AppError.notFound(staffAuthMessages.resetInvalid);
    }
    await repo.updateUser(tx, user.id_usuario, { password_hash: passwordHash });
    await repo.revokeUserSessions(tx, user.id_usuario, now, { reason: 'password' });
  });
  await forgetAccountFailures(db, user.correo);
  return { user };
}
