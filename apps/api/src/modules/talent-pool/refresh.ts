import { sql } from 'drizzle-orm';
import { bogotaToday } from '@portal/shared/documents/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { folded } from '../../db/schema/vacancies.js';
import { documentsReadyUntil } from '../documents/completeness.js';

/**
 * Rebuilds the pool rows of these candidates from the tables that own the data (decision 0067): one
 * statement for the sums, plus the documents rule of the documents module, so the pool cannot
 * disagree with the candidate's own document cards. A candidate gone is simply absent.
 */
export async function refreshPool(db: Db, candidateIds: number[], today = bogotaToday()) {
  if (candidateIds.length === 0) return;
  const readyUntil = await documentsReadyUntil(db, candidateIds, today);
  const ready = candidateIds.map((id) => ({ id, until: readyUntil.get(id) ?? null }));
  await db.execute(sql`
    with ids(id_candidato, listos_hasta) as (
      select * from unnest(${`{${ready.map((r) => r.id).join(',')}}`}::int[],
                           ${`{${ready.map((r) => r.until ?? 'NULL').join(',')}}`}::date[])
    ),
    apps as (
      select p.id_candidato, count(*)::int as postulaciones,
        count(*) filter (where p.estado = 'contratada')::int as contrataciones,
        count(*) filter (where p.entrevista_asistencia = 'asistio')::int as asistencias,
        count(*) filter (where p.entrevista_asistencia = 'no_asistio')::int as inasistencias,
        max(p.updated_at) as ultima,
        array_agg(distinct v.id_categoria) filter (where p.estado = 'contratada') as categorias,
        string_agg(distinct v.titulo, ' ') filter (where p.estado = 'contratada') as cargos
      from postulaciones p join vacantes v on v.id_vacante = p.id_vacante
      where p.id_candidato in (select id_candidato from ids)
      group by p.id_candidato
    ),
    assignments as (
      select p.id_candidato, count(*)::int as misiones,
        max(m.fin_previsto) filter (where m.terminada_el is null) as en_mision_hasta
      from misiones m join postulaciones p on p.id_postulacion = m.id_postulacion
      where p.id_candidato in (select id_candidato from ids)
      group by p.id_candidato
    ),
    consents as (
      select distinct on (k.id_candidato, k.tipo) k.id_candidato, k.tipo, k.otorgado, k.creado_en
      from consentimientos k where k.id_candidato in (select id_candidato from ids)
      order by k.id_candidato, k.tipo, k.id desc
    ),
    rows as (
      select c.id_candidato, ids.listos_hasta, c.id_ciudad, ci.departamento,
        c.disponibilidad, c.aspiracion_salarial,
        array(select distinct x from unnest(c.categorias_experiencia || coalesce(a.categorias, '{}')) x
              where x is not null order by x) as categorias,
        coalesce(a.postulaciones, 0) as postulaciones, coalesce(a.contrataciones, 0) as contrataciones,
        coalesce(a.asistencias, 0) as asistencias, coalesce(a.inasistencias, 0) as inasistencias,
        coalesce(m.misiones, 0) as misiones, m.en_mision_hasta,
        coalesce((select otorgado from consents k where k.id_candidato = c.id_candidato and k.tipo = 'tratamiento'), true) as tratamiento,
        coalesce((select otorgado from consents k where k.id_candidato = c.id_candidato and k.tipo = 'alertas'), false) as acepta_alertas,
        coalesce((select otorgado from consents k where k.id_candidato = c.id_candidato and k.tipo = 'compartir'), false) as comparte,
        greatest(c.updated_at, a.ultima, (select max(k.creado_en) from consents k where k.id_candidato = c.id_candidato)) as ultima_actividad,
        concat_ws(' ', c.primer_nombre, c.segundo_nombre, c.primer_apellido, c.segundo_apellido,
          c.numero_documento, c.experiencia, array_to_string(c.habilidades, ' '),
          array_to_string(c.certificaciones, ' '), a.cargos,
          (select string_agg(g.nombre_categoria, ' ') from categorias g
            where g.id_categoria = any(c.categorias_experiencia || coalesce(a.categorias, '{}')))) as texto,
        concat_ws(' ', c.primer_apellido, c.segundo_apellido, c.primer_nombre, c.segundo_nombre) as nombre
      from ids join candidatos c on c.id_candidato = ids.id_candidato
      left join ciudades ci on ci.id_ciudad = c.id_ciudad
      left join apps a on a.id_candidato = c.id_candidato
      left join assignments m on m.id_candidato = c.id_candidato
    )
    insert into candidatos_pool (id_candidato, texto, nombre_orden, id_ciudad, departamento, categorias,
      disponibilidad, aspiracion_salarial, tratamiento, acepta_alertas, comparte, documentos_listos_hasta,
      postulaciones, contrataciones, misiones, en_mision_hasta, asistencias, inasistencias,
      ultima_actividad, actualizado_en)
    select id_candidato, ${folded(sql`texto`)}, ${folded(sql`nombre`)}, id_ciudad, departamento, categorias,
      disponibilidad, aspiracion_salarial, tratamiento, acepta_alertas, comparte, listos_hasta,
      postulaciones, contrataciones, misiones, en_mision_hasta, asistencias, inasistencias,
      ultima_actividad, now()
    from rows
    on conflict (id_candidato) do update set texto = excluded.texto, nombre_orden = excluded.nombre_orden,
      id_ciudad = excluded.id_ciudad, departamento = excluded.departamento, categorias = excluded.categorias,
      disponibilidad = excluded.disponibilidad, aspiracion_salarial = excluded.aspiracion_salarial,
      tratamiento = excluded.tratamiento, acepta_alertas = excluded.acepta_alertas, comparte = excluded.comparte,
      documentos_listos_hasta = excluded.documentos_listos_hasta, postulaciones = excluded.postulaciones,
      contrataciones = excluded.contrataciones, misiones = excluded.misiones,
      en_mision_hasta = excluded.en_mision_hasta, asistencias = excluded.asistencias,
      inasistencias = excluded.inasistencias, ultima_actividad = excluded.ultima_actividad,
      actualizado_en = excluded.actualizado_en`);
}

/**
 * Takes up to `max` queued candidates and rebuilds their rows in the same transaction, so a crash
 * leaves them queued. `skip locked`: two API processes draining at once take different candidates.
 * Searches call it first (read your own writes); a job drains the rest. Answers how many it took.
 */
export async function drainPoolQueue(db: Db, max = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await queryRows<{ id_candidato: number }>(
      tx,
      sql`delete from candidatos_pool_pendientes where id_candidato in (
            select id_candidato from candidatos_pool_pendientes order by id_candidato
            limit ${max} for update skip locked)
          returning id_candidato`,
    );
    await refreshPool(
      tx,
      taken.map((row) => Number(row.id_candidato)),
    );
    return taken.length;
  });
}
