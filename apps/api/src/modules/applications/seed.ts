import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { postulaciones, postulacionesHistorial, vacantes } from '../../db/schema/index.js';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** How far each demo application went: the path it took along the pipeline. */
const paths = [
  ['recibida', 'preseleccionada', 'enviada_cliente', 'aprobada', 'en_contratacion', 'contratada'],
  ['recibida', 'preseleccionada', 'enviada_cliente', 'aprobada'],
  ['recibida', 'preseleccionada', 'enviada_cliente'],
  ['recibida', 'preseleccionada'],
  ['recibida'],
  ['recibida', 'descartada'],
  ['recibida', 'preseleccionada', 'enviada_cliente', 'rechazada'],
] as const;
const sources = ['whatsapp', 'facebook', 'whatsapp', 'computrabajo', null] as const;
const notes: Record<string, string> = {
  descartada: 'No cumple la experiencia mínima con montacargas.',
  rechazada: 'La empresa eligió a otro candidato en la entrevista.',
};

/**
 * The demo pipeline: the applicants spread over the four oldest open vacancies, each application a
 * step further than the last, with dated history (some left without changes for a week, so the stale
 * flag shows). Runs once: nothing is added when any applicant already has an application.
 */
export async function seedDemoPipeline(db: Database, applicantIds: number[], now = Date.now()) {
  if (applicantIds.length === 0) return;
  const [existing] = await db
    .select({ id: postulaciones.id_postulacion })
    .from(postulaciones)
    .where(inArray(postulaciones.id_candidato, applicantIds))
    .limit(1);
  if (existing) return;
  const open = await db
    .select({ id: vacantes.id_vacante, published: vacantes.fecha_publicacion })
    .from(vacantes)
    .where(eq(vacantes.estado, 'abierta'))
    .orderBy(asc(vacantes.fecha_publicacion))
    .limit(4);
  if (open.length === 0) return;
  await db.transaction(async (tx) => {
    for (const [i, candidateId] of applicantIds.entries()) {
      for (const [j, vacancy] of open.entries()) {
        if ((i + j) % 3 === 2) continue; // not everyone applies everywhere
        const path = paths[(i + j) % paths.length]!;
        const start = vacancy.published.getTime() + (6 + i) * HOUR;
        // Each application's last change is hours to a week old, so some show the stale flag.
        const lastChange = now - (6 * HOUR + (i % 4) * 2.5 * DAY);
        const step = Math.max(HOUR, Math.min(2 * DAY, (lastChange - start) / Math.max(1, path.length - 1)));
        const dates = path.map((_, k) => new Date(Math.min(start + k * step, now - HOUR)));
        const [row] = await tx
          .insert(postulaciones)
          .values({
            id_candidato: candidateId,
            id_vacante: vacancy.id,
            estado: path.at(-1)!,
            utm_source: sources[(i + j) % sources.length],
            created_at: dates[0],
            updated_at: dates.at(-1),
          })
          .returning({ id: postulaciones.id_postulacion });
        await tx.insert(postulacionesHistorial).values(
          path.map((estado, k) => ({
            id_postulacion: row!.id,
            estado,
            nota: notes[estado] ?? null,
            fecha: dates[k],
          })),
        );
      }
    }
  });
}
