import { staffScopeMessages } from '@portal/shared/messages';
import type { Db } from '../../db/client.js';
import { hitWithin } from '../../infra/rate-limit.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Invitations one person may send again in an hour (a resend, or a pending user's corrected e-mail).
 * Each mails a link to an address the actor typed: without a cap the portal would mail anyone, again
 * and again, on a staff member's word. Twenty covers a morning of corrections.
 */
export const INVITATIONS_RESENT_PER_HOUR = 20;
const HOUR_MS = 3600 * 1000;

/**
 * Counts one re-sent invitation for the actor, in the caller's transaction (a refused or failed call
 * counts nothing); 429 when the last hour already had the cap. Key `invitations_resent:<id_usuario>`.
 */
export async function invitationCapHit(db: Db, actor: { id_usuario: number }, now: Date) {
  const key = `invitations_resent:${actor.id_usuario}`;
  if (!(await hitWithin(db, key, now, INVITATIONS_RESENT_PER_HOUR, HOUR_MS))) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      staffScopeMessages.tooManyInvitations(INVITATIONS_RESENT_PER_HOUR),
    );
  }
}
