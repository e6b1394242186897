import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { PENDING_SIGN_IN_TTL_MS } from '@portal/shared/constants';
import { identityAuthSessions } from '../../../db/schema/index.js';
import { invalidSession } from '../protocol/cognito-error.js';
import { hashToken } from '../protocol/tokens.js';
import type { Db } from '../../../db/client.js';

export type SessionRow = typeof identityAuthSessions.$inferSelect;
const MAX_SESSION_ATTEMPTS = 5;

/** Starts a pending sign-in step (3 minutes, like Cognito); returns the opaque token for the client. */
export async function openSession(
  db: Db,
  userId: string,
  challenge: string,
  now: Date,
  data: Record<string, string> = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64');
  await db.insert(identityAuthSessions).values({
    id_hash: hashToken(token),
    user_id: userId,
    challenge,
    data,
    expires_at: new Date(now.getTime() + PENDING_SIGN_IN_TTL_MS),
  });
  return token;
}

/** Reads a live session of the expected challenge without using it up. */
export async function peekSession(
  db: Db,
  token: unknown,
  challenges: string[],
  now: Date,
): Promise<SessionRow> {
  if (typeof token !== 'string' || !token) throw invalidSession();
  const [row] = await db
    .select()
    .from(identityAuthSessions)
    .where(and(eq(identityAuthSessions.id_hash, hashToken(token)), gt(identityAuthSessions.expires_at, now)));
  if (!row || !challenges.includes(row.challenge)) throw invalidSession();
  return row;
}

/** Uses a session up (single use); throws when it is missing, expired or of another challenge. */
export async function takeSession(
  db: Db,
  token: unknown,
  challenges: string[],
  now: Date,
): Promise<SessionRow> {
  if (typeof token !== 'string' || !token) throw invalidSession();
  const [row] = await db
    .delete(identityAuthSessions)
    .where(eq(identityAuthSessions.id_hash, hashToken(token)))
    .returning();
  if (!row || row.expires_at <= now || !challenges.includes(row.challenge)) throw invalidSession();
  return row;
}

/** A wrong answer: counted, and the session dies after a few. */
export async function failSession(db: Db, row: SessionRow) {
  if (row.attempts + 1 >= MAX_SESSION_ATTEMPTS) {
    await db.delete(identityAuthSessions).where(eq(identityAuthSessions.id_hash, row.id_hash));
  } else {
    await db
      .update(identityAuthSessions)
      .set({ attempts: row.attempts + 1 })
      .where(eq(identityAuthSessions.id_hash, row.id_hash));
  }
}

export const dropSession = (db: Db, row: SessionRow) =>
  db.delete(identityAuthSessions).where(eq(identityAuthSessions.id_hash, row.id_hash));
