import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { versionesPublicas } from '../db/schema/index.js';

/** The kinds of public data with a version counter (bumped by triggers, migration 0018). */
export type PublicArea = 'vacantes' | 'catalogo';

/** One primary-key read: the committed version of an area's public data. */
export async function publicVersion(db: Db, area: PublicArea): Promise<number> {
  const [row] = await db
    .select({ version: versionesPublicas.version })
    .from(versionesPublicas)
    .where(eq(versionesPublicas.nombre, area));
  return row?.version ?? 0;
}
