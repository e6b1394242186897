import type { Database } from '../../db/client.js';
import { signUpConsentMetadata } from '@portal/shared/consents/consents';
import type { IdentityHooks, SignUpContext } from './hooks.js';
import { findUser, insertUser } from './store/users.js';

/** The demo candidate of the README: signs in at once with document 1020304050 / Portal2026!. */
export const DEMO_CANDIDATE = {
  username: '1020304050',
  password: 'Portal2026!',
  name: 'Ana María Rodríguez',
  email: 'ana.rodriguez@example.co',
  phone_number: '+573001234567',
} as const;

/** The demo candidate signed up with every box ticked, so her consents are on record. */
const demoSignUp = (): SignUpContext => ({
  clientMetadata: signUpConsentMetadata({ compartir: true, alertas: true }),
  ip: null,
  userAgent: 'Datos de demostración',
  at: new Date().toISOString(),
});

/**
 * Idempotent: creates the confirmed demo account, and runs the confirmation hooks, only when missing.
 * The pool id salts the SRP verifier, so it must be the one the server uses.
 */
export async function seedIdentity(db: Database, poolId: string, hooks: IdentityHooks): Promise<void> {
  if (await findUser(db, DEMO_CANDIDATE.username)) return;
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      ...DEMO_CANDIDATE,
      status: 'CONFIRMED',
      poolName: poolId.split('_')[1]!,
    });
    if (user) await hooks.onConfirmed(tx, { ...user, sign_up_context: demoSignUp() });
  });
}
