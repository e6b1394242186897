import type { Database } from '../../db/client.js';
import { loadEnv } from '../../env.js';
import { linkOrCreateCandidate } from '../candidates/repository.js';
import { findUser, insertUser } from './users.js';

/** The demo candidate of the README: signs in at once with document 1020304050 / Portal2026!. */
export const DEMO_CANDIDATE = {
  username: '1020304050',
  password: 'Portal2026!',
  name: 'Ana María Rodríguez',
  email: 'ana.rodriguez@example.co',
  phone_number: '+573001234567',
} as const;

/**
 * Idempotent: creates the confirmed demo user and its candidate record only when missing. The pool
 * id salts the SRP verifier, so it is read from the same environment the server uses.
 */
export async function seedIdentity(db: Database, poolId = loadEnv().IDENTITY_USER_POOL_ID): Promise<void> {
  if (await findUser(db, DEMO_CANDIDATE.username)) return;
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      ...DEMO_CANDIDATE,
      status: 'CONFIRMED',
      poolName: poolId.split('_')[1]!,
    });
    if (user) await linkOrCreateCandidate(tx, user);
  });
}
