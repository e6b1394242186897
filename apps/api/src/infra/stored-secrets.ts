import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { storageSecrets } from '../db/schema/index.js';

/**
 * A named signing key generated on first start and kept in the database, so restarts and every API
 * process share it (what it signed stays valid).
 */
export async function loadStoredSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(storageSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(storageSecrets).where(eq(storageSecrets.name, name));
  return row!.value;
}
