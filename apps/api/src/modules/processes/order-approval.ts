import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { procesos } from '../../db/schema/index.js';

/**
 * For the pipeline: whether this vacancy serves a line of a company's service order, whose
 * candidates the company approves itself (decision 0056). A file of its own so the applications
 * module reads it without importing this module's service, which imports theirs.
 */
export async function vacancyFromCompanyOrder(db: Db, vacancyId: number) {
  const [row] = await db
    .select({ id: procesos.id_proceso })
    .from(procesos)
    .where(and(eq(procesos.id_vacante, vacancyId), isNotNull(procesos.id_orden)));
  return Boolean(row);
}
