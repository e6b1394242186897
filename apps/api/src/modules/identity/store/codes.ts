import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { identityCodes } from '../../../db/schema/index.js';
import { codeMismatch, expiredCode, limitExceeded } from '../protocol/cognito-error.js';
import { countCodeMailed } from './guards.js';
import type { Database } from '../../../db/client.js';
import type { Db } from '../../../db/client.js';

export type CodePurpose = 'signup' | 'reset' | 'sign_in' | 'verify_email';

export const CODE_TTL_MS: Record<CodePurpose, number> = {
  signup: 24 * 3600 * 1000,
  reset: 3600 * 1000,
  sign_in: 3 * 60 * 1000,
  verify_email: 24 * 3600 * 1000,
};
export const MAX_CODE_ATTEMPTS = 5;

// Bound to user and purpose, so a code for one account or step is worthless for another.
const hashCode = (userId: string, purpose: string, code: string) =>
  createHash('sha256').update(`${userId}:${purpose}:${code}`).digest('hex');

/**
 * A fresh 6-digit code replacing any earlier one; call inside the transaction that mails it. Past the
 * account's hourly cap it throws LimitExceededException, so that transaction mails nothing.
 */
export async function issueCode(
  db: Db,
  recipient: { id: string; email: string | null },
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  await countCodeMailed(db, recipient, now);
  const userId = recipient.id;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db
    .delete(identityCodes)
    .where(and(eq(identityCodes.user_id, userId), eq(identityCodes.purpose, purpose)));
  await db.insert(identityCodes).values({
    user_id: userId,
    purpose,
    code_hash: hashCode(userId, purpose, code),
    expires_at: new Date(now.getTime() + CODE_TTL_MS[purpose]),
    created_at: now,
  });
  return code;
}

/**
 * Checks a code, then runs `onValid` in a transaction that also deletes it, so a code works once.
 * Every attempt first takes one of MAX_CODE_ATTEMPTS slots in a single conditional UPDATE, so parallel
 * guesses cannot outrun the limit. The guess that spends the last slot hears LimitExceededException;
 * after that the code is dead and reads as expired, like a used, replaced or missing one: the only way
 * on is a new code, which is what ExpiredCodeException tells the person (and clients such as Amplify
 * retry LimitExceededException as throttling, so answering it forever sent each click three times).
 */
export async function consumeCode<T>(
  db: Database,
  userId: string,
  purpose: CodePurpose,
  code: unknown,
  now: Date,
  onValid: (tx: Db) => Promise<T>,
): Promise<T> {
  const where = and(eq(identityCodes.user_id, userId), eq(identityCodes.purpose, purpose));
  const [slot] = await db
    .update(identityCodes)
    .set({ attempts: sql`${identityCodes.attempts} + 1` })
    .where(and(where, lt(identityCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning();
  if (!slot) throw expiredCode();
  if (slot.expires_at <= now) throw expiredCode();
  const given = Buffer.from(hashCode(userId, purpose, typeof code === 'string' ? code.trim() : ''));
  if (!timingSafeEqual(given, Buffer.from(slot.code_hash))) {
    throw slot.attempts >= MAX_CODE_ATTEMPTS ? limitExceeded() : codeMismatch();
  }
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(identityCodes)
      .where(and(where, eq(identityCodes.code_hash, slot.code_hash)))
      .returning();
    if (deleted.length === 0) throw expiredCode(); // used by a concurrent request
    return onValid(tx);
  });
}
