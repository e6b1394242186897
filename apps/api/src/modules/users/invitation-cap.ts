import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bogotaWallClock } from '@portal/shared/bogota-time';
import { bulkMessages } from '@portal/shared/messages';
import type { Db } from '../../db/client.js';
import { hitWithin, roomAt } from '../../infra/rate-limit.js';
import { AppError } from '../../lib/app-error.js';
import { publicOrigin } from '../../lib/public-origin.js';

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
