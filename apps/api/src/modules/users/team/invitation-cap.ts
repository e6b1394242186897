import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bogotaWallClock } from '@portal/shared/bogota-time';
import { bulkMessages, staffScopeMessages } from '@portal/shared/messages';
import type { Db } from '../../../db/client.js';
import { hitWithin, roomAt } from '../../../infra/rate-limit.js';
import { AppError } from '../../../lib/app-error.js';
import { publicOrigin } from '../../../lib/public-origin.js';

const HOUR_MS = 3600_000;
const MINUTE_MS = 60_000;

/** Who invites, from where, when, and how many invitations one person may send an hour. */
export interface InviteContext {
  origin: string;
  now: Date;
  perHour: number;
}

/** The context of a route that invites: the link's origin, the app's clock, the configured cap. */
export const inviteContextOf = (request: FastifyRequest, app: FastifyInstance): InviteContext => ({
  origin: publicOrigin(request, app.env),
  now: app.clock.now(),
  perHour: app.env.INVITATIONS_PER_HOUR,
});

const tooMany = (message: string) => new AppError('TOO_MANY_REQUESTS', message);

/**
 * Counts `count` invitations against the actor's hourly cap (a sliding hour, in the database so it holds
 * across API processes), in the caller's transaction: refused, nothing is counted and the transaction
 * rolls back; 429 naming when the actor may invite again, in Bogotá's time.
 */
export async function claimInvitations(
  db: Db,
  actorId: number,
  count: number,
  { now, perHour }: InviteContext,
) {
  if (count === 0) return;
  if (count > perHour) throw tooMany(bulkMessages.inviteCapFile(perHour));
  const key = `invitations:${actorId}`;
  if (await hitWithin(db, key, now, perHour, HOUR_MS, count)) return;
  const at = await roomAt(db, key, now, perHour, HOUR_MS, count);
  const minute = new Date(Math.ceil(at.getTime() / MINUTE_MS) * MINUTE_MS);
  throw tooMany(bulkMessages.inviteCapReached(perHour, bogotaWallClock(minute).slice(11, 16)));
}

/**
 * Invitations one person may send again in an hour (a resend, or a pending user's corrected e-mail),
 * on top of the cap above: each mails a link to an address the actor typed, and without this one the
 * portal would mail the same address again and again. Twenty covers a morning of corrections.
 */
export const INVITATIONS_RESENT_PER_HOUR = 20;

/**
 * Counts one re-sent invitation for the actor, in the caller's transaction (a refused or failed call
 * counts nothing); 429 when the last hour already had the cap. Key `invitations_resent:<id_usuario>`.
 */
export async function invitationCapHit(db: Db, actor: { id_usuario: number }, now: Date) {
  const key = `invitations_resent:${actor.id_usuario}`;
  if (!(await hitWithin(db, key, now, INVITATIONS_RESENT_PER_HOUR, HOUR_MS))) {
    throw tooMany(staffScopeMessages.tooManyInvitations(INVITATIONS_RESENT_PER_HOUR));
  }
}
