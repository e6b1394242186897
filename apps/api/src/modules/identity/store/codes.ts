import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { identityCodes } from '../../../db/schema/index.js';
import { codeMismatch, expiredCode, limitExceeded } from '../protocol/cognito-error.js';
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

/** A fresh 6-digit code replacing any earlier one; call inside the transaction that mails it. */
export async function issueCode(db: Db, userId: string, purpose: CodePurpose, now: Date): Promise<string> {
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
 * Wrong codes count (committed on their own); after MAX_CODE_ATTEMPTS the code is dead
 * (LimitExceededException). A used, replaced or missing code reads as expired.
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
  const [row] = await db.select().from(identityCodes).where(where);
  if (!row) throw expiredCode();
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw limitExceeded();
  if (row.expires_at <= now) throw expiredCode();
  const given = Buffer.from(hashCode(userId, purpose, typeof code === 'string' ? code.trim() : ''));
  if (!timingSafeEqual(given, Buffer.from(row.code_hash))) {
    await db
      .update(identityCodes)
      .set({ attempts: row.attempts + 1 })
      .where(where);
    throw row.attempts + 1 >= MAX_CODE_ATTEMPTS ? limitExceeded() : codeMismatch();
  }
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(identityCodes)
      .where(and(where, eq(identityCodes.code_hash, row.code_hash)))
      .returning();
    if (deleted.length === 0) throw expiredCode(); // used by a concurrent request
    return onValid(tx);
  });
}
