import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { identityLockouts, identityUsers } from '../../db/schema/index.js';

export interface ContactAttributes {
  email: string;
  phone_number: string | null;
  name: string;
}

/**
 * Another module changed the person's contact data (the candidate's profile): the account follows, in
 * the caller's transaction. A changed e-mail is no longer verified, as Cognito's UpdateUserAttributes does.
 */
export async function syncContactAttributes(db: Db, username: string, attributes: ContactAttributes) {
  const [user] = await db
    .select({ id: identityUsers.id, email: identityUsers.email })
    .from(identityUsers)
    .where(eq(identityUsers.username, username));
  if (!user) return;
  const emailChanged = user.email !== attributes.email;
  await db
    .update(identityUsers)
    .set({
      ...attributes,
      ...(emailChanged ? { email_verified: false, email_mfa_enabled: false } : {}),
      updated_at: new Date(),
    })
    .where(eq(identityUsers.id, user.id));
}

/**
 * Closes an account for good, in the caller's transaction (its owner's data was erased): codes,
 * sign-in sessions and refresh tokens go with it (cascade), and so does any lockout under its name.
 */
export async function deleteAccount(db: Db, username: string) {
  await db.delete(identityUsers).where(eq(identityUsers.username, username));
  await db.delete(identityLockouts).where(eq(identityLockouts.username, username));
}
