import { staffAuthMessages } from '@portal/shared/messages';
import type { LoginBody } from '@portal/shared/staff';
import type { Database } from '../../db/client.js';
import { countHit } from '../../infra/rate-limit.js';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../plugins/staff-auth.js';
import { hashPassword, verifyPassword } from './passwords.js';
import * as repo from './repository.js';
import { openSession } from './sessions.js';

/** Sign-in attempts per client IP and minute, across every e-mail. */
export const STAFF_LOGIN_PER_MINUTE = 30;

const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * POST /auth/login: argon2id check, lockout (5 free failures, then 2^(n-5) minutes up to 15, counted
 * atomically) and a per-IP limit. An unknown e-mail costs as much as a wrong password and answers the
 * same, so nobody can probe which e-mails exist.
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
  const user = await repo.findUserByEmail(db, body.correo);
  if (user?.bloqueado_hasta && user.bloqueado_hasta > now) {
    throw AppError.unauthorized(staffAuthMessages.locked(minutesUntil(user.bloqueado_hasta, now)));
  }
  const valid = await verifyPassword(user?.password_hash ?? null, body.password);
  if (!user || !valid) {
    if (!user?.password_hash) {
      if (user && user.activo) throw AppError.unauthorized(staffAuthMessages.noPassword);
      throw AppError.unauthorized(staffAuthMessages.badCredentials);
    }
    const lockedUntil = await repo.recordFailedLogin(db, user.id_usuario, now);
    if (lockedUntil && lockedUntil > now) {
      throw AppError.unauthorized(staffAuthMessages.locked(minutesUntil(lockedUntil, now)));
    }
    throw AppError.unauthorized(staffAuthMessages.badCredentials);
  }
  if (!user.activo) throw AppError.forbidden(staffAuthMessages.inactive);
  if (user.intentos_fallidos > 0) await repo.clearFailedLogins(db, user.id_usuario);
  return { user, ...(await openSession(db, user.id_usuario, client, now)) };
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
