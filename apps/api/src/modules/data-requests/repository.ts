import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { candidatos, postulaciones, solicitudesDatos, vacantes } from '../../db/schema/index.js';

export type DataRequestRow = typeof solicitudesDatos.$inferSelect;

export async function insertDataRequest(db: Db, values: typeof solicitudesDatos.$inferInsert) {
  const [row] = await db.insert(solicitudesDatos).values(values).returning();
  return row!;
}

export function requestsOfCandidate(db: Db, candidateId: number) {
  return db
    .select()
    .from(solicitudesDatos)
    .where(eq(solicitudesDatos.id_candidato, candidateId))
    .orderBy(desc(solicitudesDatos.radicada_en), desc(solicitudesDatos.id));
}

export async function openDeletionOf(db: Db, candidateId: number) {
  const [row] = await db
    .select({ id: solicitudesDatos.id })
    .from(solicitudesDatos)
    .where(
      and(
        eq(solicitudesDatos.id_candidato, candidateId),
        eq(solicitudesDatos.tipo, 'eliminacion'),
        eq(solicitudesDatos.estado, 'pendiente'),
      ),
    );
  return row;
}

/**
 * The candidate applied to a vacancy within `vacancyScope` (a condition on `vacantes`, the staff
 * member's vacancy scope): how staff reach a candidate. Undefined scope: every request (admins).
 */
const candidateWithin = (vacancyScope: SQL | undefined) =>
  vacancyScope &&
  sql`exists (select 1 from ${postulaciones} join ${vacantes} on ${vacantes.id_vacante} = ${postulaciones.id_vacante}
    where ${postulaciones.id_candidato} = ${solicitudesDatos.id_candidato} and ${vacancyScope})`;

/**
 * The queue of the requests in `vacancyScope`: pending first, the nearest due date first; then the
 * answered, newest first.
 */
export function listForStaff(db: Db, vacancyScope: SQL | undefined, estado?: string) {
  return db
    .select({
      request: solicitudesDatos,
      candidato: sql<string>`concat_ws(' ', ${candidatos.primer_nombre}, ${candidatos.primer_apellido})`,
      numero_documento: candidatos.numero_documento,
    })
    .from(solicitudesDatos)
    .innerJoin(candidatos, eq(candidatos.id_candidato, solicitudesDatos.id_candidato))
    .where(and(estado ? eq(solicitudesDatos.estado, estado) : undefined, candidateWithin(vacancyScope)))
    .orderBy(
      sql`${solicitudesDatos.estado} <> 'pendiente'`,
      asc(sql`case when ${solicitudesDatos.estado} = 'pendiente' then ${solicitudesDatos.vence_el} end`),
      desc(solicitudesDatos.respondida_en),
      asc(solicitudesDatos.id),
    )
    .limit(500);
}

/**
 * Locks one request for an answer or an extension (two staff members cannot both answer); undefined
 * when it does not exist or its candidate is out of `vacancyScope`.
 */
export async function lockRequest(db: Db, id: number, vacancyScope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(solicitudesDatos)
    .where(and(eq(solicitudesDatos.id, id), candidateWithin(vacancyScope)))
    .for('update');
  return row;
}

export async function updateRequest(
  db: Db,
  id: number,
  values: Partial<typeof solicitudesDatos.$inferInsert>,
) {
  await db.update(solicitudesDatos).set(values).where(eq(solicitudesDatos.id, id));
}

/**
 * Pending requests whose term ends on `lastDay` or before and whose handlers were not warned yet, each
 * taken once: marked warned in the same statement (skip locked: several processes run the job).
 */
export function takeDueSoon(db: Db, lastDay: string) {
  return queryRows<{ id: number; tipo: string; vence_el: string; id_candidato: number }>(
    db,
    sql`
      update solicitudes_datos set aviso_vencimiento_en = now()
      where id in (select id from solicitudes_datos
          where estado = 'pendiente' and aviso_vencimiento_en is null and vence_el <= ${lastDay}
          order by vence_el, id for update skip locked)
      returning id, tipo, vence_el::text as vence_el, id_candidato`,
  );
}

/**
 * Who handles a candidate's request: the active admins, and the active directors of a group whose
 * vacancies (or the agency's own) the candidate applied to — the staff the request's scope reaches.
 */
export function handlersOf(db: Db, candidateId: number) {
  return queryRows<{ id_usuario: number }>(
    db,
    sql`
      select u.id_usuario from usuarios u
      where u.activo and (u.rol = 'admin' or (u.rol = 'director' and exists (
        select 1 from postulaciones p join vacantes v on v.id_vacante = p.id_vacante
          left join empresas e on e.id_empresa = v.id_empresa
        where p.id_candidato = ${candidateId} and (v.id_empresa is null or e.id_grupo = u.id_grupo))))
      order by u.id_usuario`,
  );
}
