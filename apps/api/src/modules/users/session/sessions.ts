import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { sha256, type StaffSessionVerifier } from '../../../plugins/staff-auth.js';
import type { Role } from '@portal/shared/users/staff';
import { staffAuthMessages } from '@portal/shared/messages';
import { AppError } from '../../../lib/app-error.js';
import type { NotificationFeed } from '../../../db/notifications.js';
import { RememberedSessions } from './remembered-sessions.js';
import {
  findLiveSession,
  findSessionEndReason,
  insertSession,
  revokeSession,
  type SessionEndReason,
} from '../repository.js';

/** What a person whose sessions were ended on purpose is told at their next request. */
const endMessages: Record<SessionEndReason, string> = {
  rol: staffAuthMessages.roleChanged,
  password: staffAuthMessages.passwordChanged,
};

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const newToken = () => randomBytes(32).toString('base64url');

/** Opens a session: the cookie carries the token, the database only its hash (and the CSRF token's). */
export async function openSession(
  db: Database,
  userId: number,
  request: { ip: string; userAgent: string | undefined },
  now: Date,
) {
  const token = newToken();
  const csrf = newToken();
  await insertSession(db, {
    token_hash: sha256(token),
    csrf_hash: sha256(csrf),
    id_usuario: userId,
    created_at: now,
    expires_at: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    ip: request.ip,
    user_agent: request.userAgent?.slice(0, 300) ?? null,
  });
  return { token, csrf };
}

/**
 * POST /auth/logout: ends the live session of `token` only when the request carries its CSRF token
 * (`checkCsrf` throws otherwise), so another site cannot sign a person out.
 */
export async function closeSession(
  db: Database,
  token: string,
  now: Date,
  checkCsrf: (csrfHash: string) => void,
) {
  const sessionHash = sha256(token);
  const row = await findLiveSession(db, sessionHash, now);
  if (!row) return;
  checkCsrf(row.csrf_hash);
  await revokeSession(db, sessionHash, now);
}

/**
 * The staff guard's verifier: one statement per request (session, user active, scope), or none while
 * this process remembers the session (`changes`: the database's announcements; decision 0070).
 */
export function sessionVerifier(
  db: Database,
  clock: Clock,
  changes?: NotificationFeed,
): StaffSessionVerifier {
  const remembered = changes && new RememberedSessions(changes);
  return {
    async verify(token) {
      const sessionHash = sha256(token);
      const now = clock.now();
      const known = remembered?.get(sessionHash, now.getTime());
      if (known) return known;
      const mark = remembered?.mark() ?? 0;
      const row = await findLiveSession(db, sessionHash, now);
      if (!row) {
        const reason = await findSessionEndReason(db, sessionHash);
        if (reason) throw AppError.unauthorized(endMessages[reason]);
        return null;
      }
      const { csrf_hash, expires_at, rol, ...scope } = row;
      const session = {
        csrfHash: csrf_hash,
        expiresAt: expires_at,
        principal: { ...scope, rol: rol as Role, sessionHash },
      };
      remembered?.remember(sessionHash, session, now.getTime(), mark);
      return session;
    },
  };
}
