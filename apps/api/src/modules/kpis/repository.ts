import { sql, type SQL } from 'drizzle-orm';
import type { Kpis } from '@portal/shared/kpis';
import { STALE_APPLICATION_DAYS } from '@portal/shared/vacancies/constants';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/planned.js';

/**
 * The back office's figures: a read model that never writes. Counts over vacancies, applications and
 * their history come from the running totals the database keeps beside them (`kpi_*`, migrations 0035
 * and 0036, decisions 0070 and 0079); the rest straight from the tables other modules own. `scope` is a
 * condition on `vacantes` (not aliased) (undefined for admins). Each part below is a query; `kpiFigures` runs them all as one named
 * statement, because every extra round trip costs more than most of these counts (decision 0076).
 */
const where = (scope: SQL | undefined) => scope ?? sql`true`;
/**
 * Totals kept per company of the vacancy (`k.id_empresa`, 0 for the agency's own), filtered by the same
 * scope as the vacancies: the company is offered as a row named `vacantes`, the only column a scope reads.
 */
const companyInScope = (scope: SQL | undefined) =>
  sql`join lateral (select nullif(k.id_empresa, 0) as id_empresa) vacantes on ${where(scope)}`;

/**
 * Open applications unchanged for STALE_APPLICATION_DAYS: whole UTC days before the limit's day come from
 * the running totals by day; the limit's own day is counted row by row from the partial index of the
 * open applications (reading their vacancies only when a scope asks).
 */
function stale(scope: SQL | undefined) {
  const limit = sql`now() - ${`${STALE_APPLICATION_DAYS} days`}::interval`;
  const theirVacancy = scope ? sql`join vacantes on vacantes.id_vacante = p.id_vacante` : sql``;
  return sql`(
    (select coalesce(sum(k.total), 0) from kpi_abiertas_dia k ${companyInScope(scope)}
      where k.dia < kpi_dia(${limit}))
    + (select count(*) from postulaciones p ${theirVacancy}
      where ${where(scope)} and p.estado not in ('contratada', 'descartada', 'rechazada')
        and p.updated_at >= kpi_dia(${limit})::timestamp at time zone 'UTC' and p.updated_at < ${limit})
  )::int`;
}

function summary(scope: SQL | undefined) {
  // Requests count when their candidate applied within scope (admins: every request).
  const requestInScope = scope
    ? sql`exists (select 1 from postulaciones p join vacantes on vacantes.id_vacante = p.id_vacante
        where p.id_candidato = s.id_candidato and ${scope})`
    : sql`true`;
  return sql`
    select
      (select coalesce(sum(k.vacantes_abiertas), 0)::int from kpi_empresas k ${companyInScope(scope)})
        as vacantes_abiertas,
      (select coalesce(sum(k.postulaciones), 0)::int from kpi_fuentes k ${companyInScope(scope)})
        as postulaciones,
      ${stale(scope)} as estancadas,
      (select count(*)::int from solicitudes_documentos s where s.estado = 'open' and ${requestInScope})
        as solicitudes_pendientes,
      (select count(*)::int from solicitudes_documentos s where s.estado = 'managed' and ${requestInScope})
        as solicitudes_completadas`;
}

/** Average days from publication to the first hire, over the vacancies that have one. */
const timeToFill = (scope: SQL | undefined) => sql`
    select (sum(k.segundos_para_contratar) / nullif(sum(k.vacantes_contratadas), 0) / 86400)::float as dias,
      coalesce(sum(k.vacantes_contratadas), 0)::int as vacantes
    from kpi_empresas k ${companyInScope(scope)}`;

/** Applications that ever reached each state, from their history (a state reached twice counts once). */
const funnel = (scope: SQL | undefined) => sql`
    select k.estado, sum(k.total)::int as total from kpi_embudo k ${companyInScope(scope)}
    group by k.estado having sum(k.total) > 0`;

/** Applications by source for the `limit` vacancies with the most applications. */
const bySource = (scope: SQL | undefined, limit = 8) => sql`
    with busiest as (
      select k.id_vacante from kpi_vacantes k join vacantes on vacantes.id_vacante = k.id_vacante
      where k.postulaciones > 0 and ${where(scope)}
      order by k.postulaciones desc, k.id_vacante limit ${limit}
    )
    select vacantes.id_vacante, vacantes.titulo, coalesce(nullif(p.utm_source, ''), 'directo') as fuente,
      count(*)::int as total
    from busiest b
      join postulaciones p on p.id_vacante = b.id_vacante
      join vacantes on vacantes.id_vacante = b.id_vacante
    group by vacantes.id_vacante, vacantes.titulo, 3`;

/** Applications and hires by source, over every vacancy in scope (the hire rate tells which sources work). */
const sourceOutcomes = (scope: SQL | undefined) => sql`
    select k.fuente, sum(k.postulaciones)::int as postulaciones, sum(k.contratadas)::int as contratadas
    from kpi_fuentes k ${companyInScope(scope)}
    group by 1 having sum(k.postulaciones) > 0`;

/** The talent pool's invitations to vacancies in scope: sent, opened, answered with an application, hired. */
const invitationOutcomes = (scope: SQL | undefined) => sql`
    select count(*)::int as enviadas, count(i.abierta_en)::int as abiertas,
      count(p.id_postulacion)::int as postuladas,
      count(*) filter (where p.estado = 'contratada')::int as contratadas
    from invitaciones_postulacion i join vacantes on vacantes.id_vacante = i.id_vacante
      left join postulaciones p on p.id_candidato = i.id_candidato and p.id_vacante = i.id_vacante
    where ${where(scope)}`;

export interface KpiRows {
  totals: {
    vacantes_abiertas: number;
    postulaciones: number;
    estancadas: number;
    solicitudes_pendientes: number;
    solicitudes_completadas: number;
  };
  fill: { dias: number | null; vacantes: number };
  steps: { estado: string; total: number }[];
  sources: Kpis['por_fuente'];
  outcomes: Kpis['fuentes'];
  invitations: Kpis['invitaciones'];
}

/** Every part in one round trip: one-row parts as a JSON object, lists as a JSON array in their order. */
export async function kpiFigures(db: Db, scope: SQL | undefined): Promise<KpiRows> {
  const [row] = await plannedRows<KpiRows>(
    db,
    sql`select
      (select row_to_json(t) from (${summary(scope)}) t) as totals,
      (select row_to_json(t) from (${timeToFill(scope)}) t) as fill,
      (select coalesce(json_agg(t), '[]') from (${funnel(scope)}) t) as steps,
      (select coalesce(json_agg(t order by t.id_vacante, t.total desc), '[]') from (${bySource(scope)}) t)
        as sources,
      (select coalesce(json_agg(t order by t.postulaciones desc, t.fuente), '[]') from (${sourceOutcomes(scope)}) t)
        as outcomes,
      (select row_to_json(t) from (${invitationOutcomes(scope)}) t) as invitations`,
  );
  return row!;
}
