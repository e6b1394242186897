import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { LegalFigureKey } from '@portal/shared/legal-figures';
import type { Db } from '../../db/client.js';
import { plannedRead } from '../../db/planned.js';
import { parametrosLegales } from '../../db/schema/index.js';

export const allFigures = (db: Db) =>
  db
    .select()
    .from(parametrosLegales)
    .orderBy(asc(parametrosLegales.clave), desc(parametrosLegales.vigente_desde));

const figureRowRead = plannedRead((db) =>
  db
    .select()
    .from(parametrosLegales)
    .where(
      and(
        eq(parametrosLegales.clave, sql.placeholder('clave')),
        lte(parametrosLegales.vigente_desde, sql.placeholder('day')),
      ),
    )
    .orderBy(desc(parametrosLegales.vigente_desde))
    .limit(1),
);

/** The row of `clave` in force on `day`: the latest that starts on or before it. */
export async function figureRowOn(db: Db, clave: LegalFigureKey, day: string) {
  const [row] = await figureRowRead(db, { clave, day });
  return row;
}

export async function insertFigure(db: Db, row: typeof parametrosLegales.$inferInsert) {
  const [inserted] = await db
    .insert(parametrosLegales)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: parametrosLegales.id });
  return inserted?.id;
}

export async function findFigure(db: Db, id: number) {
  const [row] = await db.select().from(parametrosLegales).where(eq(parametrosLegales.id, id));
  return row;
}

export const deleteFigure = (db: Db, id: number) =>
  db.delete(parametrosLegales).where(eq(parametrosLegales.id, id));
