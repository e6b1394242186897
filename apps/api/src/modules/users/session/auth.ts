import { staffAuthMessages } from '@portal/shared/messages';
import type { LoginBody } from '@portal/shared/users/staff';
import type { Database } from '../../../db/client.js';
import { countHit } from '../../../infra/rate-limit.js';
import { AppError } from '../../../lib/app-error.js';
import { sha256 } from '../../../plugins/staff-auth.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { enqueueMail } from '../../../infra/mail/outbox.js';
import { signInHelpMail } from '../mail-templates.js';
import * as repo from '../repository.js';
import { openSession } from './sessions.js';
import { mayMail, releaseAttempt, reserveAttempt } from './signin-guard.js';

/** Sign-in attempts per client IP and minute, across every e-mail. */
export const STAFF_LOGIN_PER_MINUTE = 30;

/**
 * POST /auth/login: argon2id check behind the guessing limits of signin-guard.ts. Unknown, invited and
 * deactivated e-mails answer exactly as a wrong password, after the same argon2 work; the owner of an
 * invited or deactivated address learns why by mail.
 */
export async function login(
  db: Database,
  body: LoginBody,
  client: { ip: string; userAgent: string | undefined },
  now: Date,
) {
  if ((await countHit(db, `staff_login:${client.ip}`, now)) > STAFF_LOGIN_PER_MINUTE) {
    throw new AppError('TOO_MANY_REQUESTS', staffAuthMessages.tooMany);
  }
  const reservation = await reserveAttempt(db, body.correo, client.ip, now);
  const user = await repo.findUserByEmail(db, body.correo);
  const valid = await verifyPassword(user?.password_hash ?? null, body.password);
  if (!user || !valid || !user.activo) {
    if (user) await tellOwnerWhy(db, user, valid, now);
    throw AppError.unauthorized(staffAuthMessages.badCredentials);
  }
  await releaseAttempt(db, reservation);
  return { user, ...(await openSession(db, user.id_usuario, client, now)) };
}

/** Mails an invited user (any attempt) or a deactivated one (right password) why they cannot sign in. */
async function tellOwnerWhy(db: Database, user: repo.UserRow, valid: boolean, now: Date) {
  const why = !user.activo ? (valid ? 'desactivado' : null) : user.password_hash ? null : 'invitado';
  if (!why) return;
  await db.transaction(async (tx) => {
    if (await mayMail(tx, user.correo, now))
      await enqueueMail(tx, signInHelpMail(user.correo, user.primer_nombre, why), now);
  });
}

/** GET /auth/invitation: whose invitation a link is, so /signup can greet them. */
export async function readInvitation(db: Database, token: string, now: Date) {
  const found = await repo.findInvitation(db, sha256(token));
  if (!found || found.invitation.used_at || !found.user.activo) {
    throw AppError.notFound(staffAuthMessages.invitationInvalid);
  }
  if (found.invitation.expires_at <= now)
    throw new AppError('LINK_EXPIRED', staffAuthMessages.invitationExpired);
  return found;
}

/** POST /auth/accept_invitation: sets the password once; the link cannot be used again. */
export async function acceptInvitation(db: Database, token: string, password: string, now: Date) {
  const { user } = await readInvitation(db, token, now);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await repo.spendInvitation(tx, sha256(token), now))) {
      throw AppError.notFound(staffAuthMessages.invitationInvalid);
    }
    await repo.updateUser(tx, user.id_usuario, {
      password_hash: passwordHash,
      intentos_fallidos: 0,
      bloqueado_hasta: null,
    });
  });
  return { message: staffAuthMessages.passwordSet };
}
