import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categorias } from '../../db/schema/index.js';
import { insertAlert } from './repository.js';

const BOGOTA = 11001;

/** The demo candidate (who gave the alerts authorization at sign-up) follows forklift jobs in Bogotá. */
export async function seedDemoAlerts(db: Database, candidateId: number | undefined) {
  if (candidateId === undefined) return;
  const [forklift] = await db
    .select({ id: categorias.id_categoria })
    .from(categorias)
    .where(eq(categorias.nombre_categoria, 'Montacargas'));
  if (!forklift) return;
  await insertAlert(db, {
    id_candidato: candidateId,
    id_ciudad: BOGOTA,
    id_categoria: forklift.id,
    creado_en: new Date(),
  });
}
