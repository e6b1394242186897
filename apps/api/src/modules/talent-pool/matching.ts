import { sql, type SQL } from 'drizzle-orm';
import { talentPoolMessages as messages } from '@portal/shared/messages';
import {
  MATCH_REASONS,
  type InvitationCap,
  type MatchedCandidate,
  type MatchReason,
  type MatchResult,
  type MatchTarget,
  type MatchWeights,
} from '@portal/shared/talent-pool/matching';
import type { PoolCandidate } from '@portal/shared/talent-pool/search';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { StaffScope } from '../../access/staff-scope.js';
import { poolCandidateColumns } from './candidate-columns.js';
import { resolveTarget, targetNotInvitable, type ResolvedTarget } from './match-target.js';
import { drainPoolQueue } from './refresh.js';
import { poolSettings } from './settings.js';

export const MATCH_LIMIT = 50;

/** Each reason as a condition on `candidatos_pool p` for this target (false when the target lacks the datum). */
function reasonConditions(target: ResolvedTarget): Record<MatchReason, SQL> {
  const none = sql`false`;
  return {
    ciudad: target.id_ciudad === null ? none : sql`p.id_ciudad = ${target.id_ciudad}`,
    departamento:
      target.departamento === null
        ? none
        : sql`p.departamento = ${target.departamento} and p.id_ciudad is distinct from ${target.id_ciudad}`,
    categoria:
      target.id_categoria === null ? none : sql`p.categorias @> array[${target.id_categoria}]::int[]`,
    documentos: sql`coalesce(p.documentos_listos_hasta >= (now() at time zone 'America/Bogota')::date, false)`,
    salario:
      target.salario === null ? none : sql`coalesce(p.aspiracion_salarial <= ${target.salario}, false)`,
    actividad: sql`p.ultima_actividad >= now() - interval '90 days'`,
    contratado_antes: sql`p.contrataciones > 0`,
    inasistencias: sql`p.inasistencias > 0`,
    en_mision: sql`p.en_mision_hasta is not null`,
  };
}

type Flags = Record<`r_${MatchReason}`, boolean>;
type Row = PoolCandidate &
  Flags & {
    puntaje: number;
    invitado_en: string | null;
    invitaciones_recientes: number;
  };

/**
 * Scores pool candidates against the target with the weights in force, best first (decision 0067).
 * Only candidates near the place or with the category are scored (both indexed), never those who
 * already applied to the vacancy. `only` scores one candidate (the invitation's recorded score).
 */
export async function scoreCandidates(
  db: Db,
  target: ResolvedTarget,
  weights: MatchWeights,
  cap: InvitationCap,
  only?: number,
): Promise<Row[]> {
  const reasons = reasonConditions(target);
  const flags = sql.join(
    MATCH_REASONS.map((reason) => sql`(${reasons[reason]}) as ${sql.identifier(`r_${reason}`)}`),
    sql`, `,
  );
  const score = sql.join(
    MATCH_REASONS.map((reason) => sql`case when ${reasons[reason]} then ${weights[reason]}::int else 0 end`),
    sql` + `,
  );
  const near = sql.join([reasons.ciudad, reasons.departamento, reasons.categoria], sql` or `);
  const vacancy = target.id_vacante ?? 0;
  // The best 50 are chosen on the pool alone: every near candidate is scored (offset 0 keeps those
  // who applied out first, with one hash of the vacancy's applicants), then a top-50 sort; only the
  // 50 are joined and described. Checking the applicants after the sort made it sort every match.
  return queryRows<Row>(
    db,
    sql`select ${poolCandidateColumns}, ${flags}, best.puntaje,
          (select to_char(i.creado_en at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from invitaciones_postulacion i
            where i.id_candidato = p.id_candidato and i.id_vacante = ${vacancy}) as invitado_en,
          (select count(*)::int from invitaciones_postulacion i where i.id_candidato = p.id_candidato
            and i.creado_en > now() - make_interval(days => ${cap.dias}::int)) as invitaciones_recientes
        from (
          select id_candidato, puntaje, ultima_actividad from (
            select p.id_candidato, p.ultima_actividad, (${score}) as puntaje from candidatos_pool p
            where p.tratamiento and ${only === undefined ? sql`(${near})` : sql`p.id_candidato = ${only}`}
              and not exists (select 1 from postulaciones a
                              where a.id_candidato = p.id_candidato and a.id_vacante = ${vacancy})
            offset 0) scored
          order by puntaje desc, ultima_actividad desc, id_candidato
          limit ${MATCH_LIMIT}) best
        join candidatos_pool p on p.id_candidato = best.id_candidato
        join candidatos c on c.id_candidato = p.id_candidato
        order by best.puntaje desc, best.ultima_actividad desc, best.id_candidato`,
  );
}

/** Why this candidate cannot be invited now, or null (the target's own reason is told apart). */
export function candidateNotInvitable(row: Row, cap: InvitationCap): string | null {
  if (!row.acepta_contacto) return messages.noConsent;
  if (row.invitado_en) return messages.alreadyInvited;
  if (row.invitaciones_recientes >= cap.maximo) return messages.capReached(cap.maximo, cap.dias);
  return null;
}

const toMatched = (row: Row, weights: MatchWeights, cap: InvitationCap): MatchedCandidate => {
  const { puntaje, invitado_en, invitaciones_recientes: _recent, ...rest } = row;
  const candidate = Object.fromEntries(
    Object.entries(rest).filter(([key]) => !key.startsWith('r_')),
  ) as PoolCandidate;
  return {
    ...candidate,
    puntaje,
    razones: MATCH_REASONS.filter((reason) => row[`r_${reason}`] && weights[reason] !== 0).map((razon) => ({
      razon,
      peso: weights[razon],
    })),
    invitado_en,
    no_invitable: candidateNotInvitable(row, cap),
  };
};

/** The best candidates of the pool for a vacancy or an order line the caller reaches, with reasons. */
export async function matchPool(db: Db, staff: StaffScope, query: MatchTarget): Promise<MatchResult> {
  await drainPoolQueue(db);
  const target = await resolveTarget(db, staff, query);
  const { pesos, tope_invitaciones } = await poolSettings(db);
  const rows = await scoreCandidates(db, target, pesos, tope_invitaciones);
  return {
    objetivo: {
      id_vacante: target.id_vacante,
      id_proceso: target.id_proceso,
      titulo: target.titulo,
      ciudad: target.ciudad,
      categoria: target.categoria,
      salario: target.salario,
      no_invitable: targetNotInvitable(target),
    },
    candidatos: rows.map((row) => toMatched(row, pesos, tope_invitaciones)),
  };
}
