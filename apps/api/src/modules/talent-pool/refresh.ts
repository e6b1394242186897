import { sql, type SQL } from 'drizzle-orm';
import { bogotaToday } from '@portal/shared/documents/rules';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { folded } from '../../db/schema/vacancies.js';

/**
 * `folded`, with capital accented letters too: under the C locale (a common server default)
 * `lower('Á')` stays 'Á', so "Ána" would never fold to "ana" and a search for it would miss.
 */
const foldedAnyCase = (expression: SQL) =>
  folded(sql`translate(${expression}, 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇ', 'aaaaeeeeiiiioooouuuunc')`);
import { documentsReadyUntil } from '../documents/completeness.js';

/**
 * Rebuilds the pool rows of these candidates from the tables that own the data (decision 0067): one
 * statement for the sums, plus the documents rule of the documents module, so the pool cannot
 * disagree with the candidate's own document cards. A candidate gone is simply absent. The same
 * statement adds their new words to `candidatos_pool_palabras` (in order, so two drains at once
 * wait for each other's new words instead of deadlocking).
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
        array_agg(distinct v.id_categoria) filter (where p.estado = 'contratada') as categorias
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
    newest_consents as (
      select distinct on (k.id_candidato, k.tipo) k.id_candidato, k.tipo, k.otorgado, k.creado_en
      from consentimientos k where k.id_candidato in (select id_candidato from ids)
      order by k.id_candidato, k.tipo, k.id desc
    ),
    consents as (
      select id_candidato,
        bool_or(otorgado) filter (where tipo = 'tratamiento') as tratamiento,
        bool_or(otorgado) filter (where tipo = 'alertas') as alertas,
        bool_or(otorgado) filter (where tipo = 'compartir') as compartir,
        max(creado_en) as ultima
      from newest_consents group by id_candidato
    ),
    rows as (
      select c.id_candidato, ids.listos_hasta, c.id_ciudad, ci.departamento,
        c.disponibilidad, c.aspiracion_salarial,
        array(select distinct x from unnest(c.categorias_experiencia || coalesce(a.categorias, '{}')) x
              where x is not null order by x) as categorias,
        coalesce(a.postulaciones, 0) as postulaciones, coalesce(a.contrataciones, 0) as contrataciones,
        coalesce(a.asistencias, 0) as asistencias, coalesce(a.inasistencias, 0) as inasistencias,
        coalesce(m.misiones, 0) as misiones, m.en_mision_hasta,
        coalesce(k.tratamiento, true) as tratamiento, coalesce(k.alertas, false) as acepta_alertas,
        coalesce(k.compartir, false) as comparte,
        greatest(c.updated_at, a.ultima, k.ultima) as ultima_actividad,
        concat_ws(' ', c.primer_nombre, c.segundo_nombre, c.primer_apellido, c.segundo_apellido,
          c.numero_documento, c.experiencia, array_to_string(c.habilidades, ' '),
          -- Not the titles of the vacancies they were hired into: those belong to a group's vacancy
          -- (decision 0067); the categories of those hires are the agency's catalogue, so they count.
          array_to_string(c.certificaciones, ' '),
          (select string_agg(g.nombre_categoria, ' ') from categorias g
            where g.id_categoria = any(c.categorias_experiencia || coalesce(a.categorias, '{}')))) as texto,
        concat_ws(' ', c.primer_apellido, c.segundo_apellido, c.primer_nombre, c.segundo_nombre) as nombre
      from ids join candidatos c on c.id_candidato = ids.id_candidato
      left join ciudades ci on ci.id_ciudad = c.id_ciudad
      left join apps a on a.id_candidato = c.id_candidato
      left join assignments m on m.id_candidato = c.id_candidato
      left join consents k on k.id_candidato = c.id_candidato
    ),
    upserted as (
      insert into candidatos_pool (id_candidato, busqueda, nombre_orden, id_ciudad, departamento, categorias,
        disponibilidad, aspiracion_salarial, tratamiento, acepta_alertas, comparte, documentos_listos_hasta,
        postulaciones, contrataciones, misiones, en_mision_hasta, asistencias, inasistencias,
        ultima_actividad, actualizado_en)
      select id_candidato, strip(to_tsvector('simple', ${foldedAnyCase(sql`texto`)})), ${foldedAnyCase(sql`nombre`)}, id_ciudad, departamento, categorias,
        disponibilidad, aspiracion_salarial, tratamiento, acepta_alertas, comparte, listos_hasta,
        postulaciones, contrataciones, misiones, en_mision_hasta, asistencias, inasistencias,
        ultima_actividad, now()
      from rows
      on conflict (id_candidato) do update set busqueda = excluded.busqueda, nombre_orden = excluded.nombre_orden,
        id_ciudad = excluded.id_ciudad, departamento = excluded.departamento, categorias = excluded.categorias,
        disponibilidad = excluded.disponibilidad, aspiracion_salarial = excluded.aspiracion_salarial,
        tratamiento = excluded.tratamiento, acepta_alertas = excluded.acepta_alertas, comparte = excluded.comparte,
        documentos_listos_hasta = excluded.documentos_listos_hasta, postulaciones = excluded.postulaciones,
        contrataciones = excluded.contrataciones, misiones = excluded.misiones,
        en_mision_hasta = excluded.en_mision_hasta, asistencias = excluded.asistencias,
        inasistencias = excluded.inasistencias, ultima_actividad = excluded.ultima_actividad,
        actualizado_en = excluded.actualizado_en
      returning busqueda
    )
    insert into candidatos_pool_palabras (palabra)
    select distinct palabra from upserted, unnest(tsvector_to_array(busqueda)) as palabra
    where palabra ~ '^[a-z]{3,}$'
    order by palabra
    on conflict (palabra) do nothing`);
}

/**
 * Takes up to `max` queued candidates and rebuilds their rows in the same transaction, so a crash
 * leaves them queued. `skip locked`: two API processes draining at once take different candidates.
 * Searches call it first (read your own writes); a job drains the rest. Answers how many it took.
 */
export async function drainPoolQueue(db: Db, max = 500): Promise<number> {
  // Most searches find nothing queued: one statement then, not a transaction of three.
  const [queued] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from candidatos_pool_pendientes) as any`,
  );
  if (!queued?.any) return 0;
  return db.transaction(async (tx) => {
    const taken = await queryRows<{ id_candidato: number }>(
      tx,
      sql`delete from candidatos_pool_pendientes where id_candidato in (
            select id_candidato from candidatos_pool_pendientes order by id_candidato
            limit ${max} for update skip locked)
          returning id_candidato`,
    );
    if (taken.length === 0) return 0;
    // A batch's estimated cost passes PostgreSQL's JIT threshold (the documents report over 14 types
    // per candidate is estimated at millions of rows): compiling took ~1.3 s of a 2 s batch of 2,000.
    await tx.execute(sql`set local jit = off`);
    await refreshPool(
      tx,
      taken.map((row) => Number(row.id_candidato)),
    );
    return taken.length;
  });
}
