import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { avisosRetencion } from '../../db/schema/index.js';
import { queryRows } from '../../db/rows.js';

export interface InactiveCandidate {
  id_candidato: number;
  ultima_actividad: Date;
  avisado_en: Date | null;
  elimina_el: Date | null;
}

/**
 * A read model over other modules' tables, like the KPIs (decision 0018): candidates never hired
 * and not yet anonymized whose last activity (profile, applications, documents, authorizations,
 * requests, sign-ins) is older than `before`, with any warning already sent.
 */
export async function inactiveCandidates(db: Db, before: Date): Promise<InactiveCandidate[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with activity as (
      select c.id_candidato, greatest(
        c.created_at, c.updated_at,
        (select max(p.updated_at) from postulaciones p where p.id_candidato = c.id_candidato),
        (select max(d.fecha_actualizacion) from documentos_candidato d where d.id_candidato = c.id_candidato),
        (select max(k.creado_en) from consentimientos k where k.id_candidato = c.id_candidato),
        (select max(s.radicada_en) from solicitudes_datos s where s.id_candidato = c.id_candidato),
        (select max(r.created_at) from identity_refresh_tokens r
           join identity_users u on u.id = r.user_id where u.username = c.numero_documento)
      ) as ultima_actividad
      from candidatos c
      where c.numero_documento not like 'eliminado-%'
        and not exists (select 1 from postulaciones p where p.id_candidato = c.id_candidato
          and p.estado in ('en_contratacion', 'contratada'))
    )
    select a.id_candidato, a.ultima_actividad, r.avisado_en, r.elimina_el
    from activity a left join avisos_retencion r on r.id_candidato = a.id_candidato
    where a.ultima_actividad < ${before.toISOString()}
    order by a.id_candidato
    limit 500`,
  );
  const date = (value: unknown) => (value == null ? null : new Date(value as string));
  return rows.map((row) => ({
    id_candidato: Number(row.id_candidato),
    ultima_actividad: date(row.ultima_actividad)!,
    avisado_en: date(row.avisado_en),
    elimina_el: date(row.elimina_el),
  }));
}

export async function recordWarning(db: Db, candidateId: number, at: Date, deletesOn: Date) {
  await db
    .insert(avisosRetencion)
    .values({ id_candidato: candidateId, avisado_en: at, elimina_el: deletesOn })
    .onConflictDoUpdate({
      target: avisosRetencion.id_candidato,
      set: { avisado_en: at, elimina_el: deletesOn },
    });
}
