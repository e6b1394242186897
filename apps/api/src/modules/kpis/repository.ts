import { sql, type SQL } from 'drizzle-orm';
import type { Kpis } from '@portal/shared/kpis';
import { STALE_APPLICATION_DAYS } from '@portal/shared/vacancies/constants';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/planned.js';

/**
 * The back office's figures: a read model that never writes. Counts over applications and their history
 * come from the running totals the database keeps beside them (`kpi_*`, migration 0035, decision 0070);
 * the rest straight from the tables other modules own. `scope` is a condition on `vacantes` (not
 * aliased) (undefined for admins). Each part below is a query; `kpiFigures` runs them all as one named
 * statement, because every extra round trip costs more than most of these counts (decision 0076).
 */
const where = (scope: SQL | undefined) => scope ?? sql`true`;
/**
 * Totals kept per company of the vacancy (`k.id_empresa`, 0 for the agency's own), filtered by the same
 * scope as the vacancies: the company is offered as a row named `vacantes`, the only column a scope reads.
 */
const companyInScope = (scope: SQL | undefined) =>
  sql`join lateral (select nullif(k.id_empresa, 0) as id_empresa) vacantes on ${where(scope)}`;

function summary(scope: SQL | undefined) {
  // Requests count when their candidate applied within scope (admins: every request).
  const requestInScope = scope
    ? sql`exists (select 1 from postulaciones p join vacantes on vacantes.id_vacante = p.id_vacante
        where p.id_candidato = s.id_candidato and ${scope})`
    : sql`true`;
  const theirVacancy = scope ? sql`join vacantes on vacantes.id_vacante = p.id_vacante` : sql``;
  return sql`
    select
      (select count(*)::int from vacantes where vacantes.estado = 'abierta' and ${where(scope)}) as vacantes_abiertas,
      (select coalesce(sum(k.postulaciones), 0)::int from kpi_fuentes k ${companyInScope(scope)})
        as postulaciones,
      -- The partial index of the open applications, oldest first: only the stale ones are read (and
      -- their vacancies only when a scope asks).
      (select count(*)::int from postulaciones p ${theirVacancy}
        where ${where(scope)} and p.estado not in ('contratada', 'descartada', 'rechazada')
          and p.updated_at < now() - ${`${STALE_APPLICATION_DAYS} days`}::interval) as estancadas,
      (select count(*)::int from solicitudes_documentos s where s.estado = 'open' and ${requestInScope})
        as solicitudes_pendientes,
      (select count(*)::int from solicitudes_documentos s where s.estado = 'managed' and ${requestInScope})
        as solicitudes_completadas`;
}

/** Average days from publication to the first hire, over the vacancies that have one. */
const timeToFill = (scope: SQL | undefined) => sql`
    select avg(extract(epoch from (k.primera_contratacion - vacantes.fecha_publicacion)) / 86400)::float
        as dias,
      count(*)::int as vacantes
    from kpi_vacantes k join vacantes on vacantes.id_vacante = k.id_vacante
    where k.primera_contratacion is not null and ${where(scope)}`;

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
