import { and, eq, exists, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { HIRING_APPLICATION_STATES } from '@portal/shared/applications/hiring';
import {
  type Assignment,
  type AssignmentFilter,
  type AssignmentState,
  assignmentMessages as messages,
  type CreateAssignmentBody,
  type EndAssignmentBody,
  type ExtendAssignmentBody,
} from '@portal/shared/assignments/assignment';
import {
  type AssignmentCausal,
  checkExtension,
  checkNewAssignment,
  legalLastDay,
  type ReplacementReason,
} from '@portal/shared/assignments/terms';
import { bogotaToday, formatCalendarDay } from '@portal/shared/bogota-time';
import { addDays } from '@portal/shared/calendar-days';
import { formatCop } from '@portal/shared/text';
import { placementScope, requireVacancyReachable } from '../../access/staff-scope.js';
import type { Database, Db } from '../../db/client.js';
import { empresas, misiones, postulaciones, prorrogasMision } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { toIso } from '../../lib/clock.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit } from '../audit/service.js';
import { contractSummaries } from '../contracts/signing/service.js';
import { legalFigureOn } from '../legal-figures/service.js';
import * as repo from './repository.js';

/**
 * Assignments (misiones): created by the agency from a hire, kept within the terms of Decreto 1072
 * de 2015, art. 2.2.6.5.6 (packages/shared/src/assignments/terms.ts, decision 0063), and read by
 * the agency (its group's companies), the company (its own) and the worker (their own).
 */

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function stateOf(row: repo.AssignmentRow, today: string): AssignmentState {
  if (row.terminada_el) return 'terminada';
  if (row.inicio > today) return 'por_iniciar';
  return row.fin_previsto < today ? 'vencida' : 'activa';
}

/** The rows as their readers see them: state, days left, legal last day, extensions. */
async function present(db: Db, rows: repo.AssignmentRow[], now: Date): Promise<Assignment[]> {
  const today = bogotaToday(now);
  const [extensions, serviceStarts, contracts] = await Promise.all([
    repo.extensionsOf(
      db,
      rows.map((row) => row.id),
    ),
    repo.serviceStartsOf(
      db,
      rows.filter((row) => row.causal === 'incremento').map((row) => row.id_empresa),
    ),
    contractSummaries(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const mine = extensions.filter((extension) => extension.id_mision === row.id);
    const causal = row.causal as AssignmentCausal;
    const since = serviceStarts.get(repo.serviceKey(row.id_empresa, row.servicio)) ?? null;
    return {
      id: row.id,
      id_postulacion: row.id_postulacion,
      id_proceso: row.id_proceso,
      trabajador: row.trabajador,
      id_empresa: row.id_empresa,
      empresa: row.empresa,
      cargo: row.cargo,
      servicio: row.servicio,
      causal,
      reemplazo_persona: row.reemplazo_persona,
      reemplazo_motivo: row.reemplazo_motivo as ReplacementReason | null,
      inicio: row.inicio,
      fin_previsto: row.fin_previsto,
      fin_maximo: legalLastDay({ ...row, causal, prorrogada: mine.length > 0 }, since),
      salario: row.salario,
      tiempo_completo: row.tiempo_completo,
      estado: stateOf(row, today),
      dias_restantes: row.terminada_el ? null : daysBetween(today, row.fin_previsto),
      prorrogas: mine.map((extension) => ({ ...extension, en: toIso(extension.en) })),
      terminada_el: row.terminada_el,
      motivo_terminacion: row.motivo_terminacion as Assignment['motivo_terminacion'],
      contrato: contracts.find((contract) => contract.id_mision === row.id) ?? null,
    };
  });
}

const scopeOf = (actor: StaffPrincipal) =>
  placementScope(actor, { id_grupo: empresas.id_grupo, id_empresa: misiones.id_empresa });

function filterOf(filtro: AssignmentFilter, today: string): SQL | undefined {
  const running = isNull(misiones.terminada_el);
  switch (filtro) {
    case 'vigentes':
      return running;
    case 'por_vencer':
      return and(running, sql`${misiones.fin_previsto} between ${today} and ${addDays(today, 30)}`);
    case 'vencidas':
      return and(running, lt(misiones.fin_previsto, today));
    case 'prorrogadas':
      return exists(
        sql`(select 1 from ${prorrogasMision} where ${prorrogasMision.id_mision} = ${misiones.id_mision})`,
      );
    case 'terminadas':
      return isNotNull(misiones.terminada_el);
    case 'todas':
      return undefined;
  }
}

/** The agency's list: the assignments at its group's companies (all of them for an admin). */
export async function staffAssignments(
  db: Db,
  staff: StaffPrincipal,
  query: { filtro: AssignmentFilter; empresa?: number },
  now: Date,
) {
  const where = and(
    scopeOf(staff),
    filterOf(query.filtro, bogotaToday(now)),
    query.empresa === undefined ? undefined : eq(misiones.id_empresa, query.empresa),
  );
  return present(db, await repo.assignmentRows(db, where), now);
}

/** The hires the staff member reaches that still need their assignment (the create form's choices). */
export const pendingHires = (db: Db, staff: StaffPrincipal) =>
  repo.hiresWithoutAssignment(
    db,
    placementScope(staff, { id_grupo: empresas.id_grupo, id_empresa: empresas.id_empresa }),
  );

/** The company's workers on assignment ('Trabajadores en misión'): running ones, and those that ended. */
export async function companyAssignments(db: Db, company: StaffPrincipal, now: Date) {
  return present(db, await repo.assignmentRows(db, scopeOf(company)), now);
}

/** The worker's own assignments. */
export async function candidateAssignments(db: Db, idCandidato: number, now: Date) {
  return present(db, await repo.assignmentRows(db, eq(postulaciones.id_candidato, idCandidato)), now);
}

/** One assignment the staff member reaches, locked; 404 otherwise (its existence is not told). */
async function reachableForUpdate(tx: Db, staff: StaffPrincipal, id: number) {
  const [visible] = await repo.assignmentRows(tx, and(eq(misiones.id_mision, id), scopeOf(staff)));
  const locked = visible && (await repo.lockAssignment(tx, id));
  if (!locked) throw AppError.notFound(messages.notFound);
  return locked;
}

async function requireMinimumWage(tx: Db, salario: number, tiempoCompleto: boolean, day: string) {
  if (!tiempoCompleto) return;
  const smmlv = await legalFigureOn(tx, 'smmlv', day);
  if (salario < smmlv)
    throw AppError.badRequest(messages.belowMinimum(formatCop(smmlv), formatCalendarDay(day)));
}

const refuseUnlessOk = (verdict: { ok: true } | { ok: false; motivo: string }) => {
  if (!verdict.ok) throw AppError.badRequest(verdict.motivo);
};

export async function createAssignment(db: Database, staff: StaffPrincipal, body: CreateAssignmentBody) {
  return db.transaction(async (tx) => {
    const hire = await repo.hireOf(tx, body.id_postulacion);
    if (!hire) throw AppError.notFound(messages.applicationNotFound);
    await requireVacancyReachable(tx, staff, hire.id_vacante).catch(() => {
      throw AppError.notFound(messages.applicationNotFound);
    });
    if (!HIRING_APPLICATION_STATES.includes(hire.estado)) throw AppError.conflict(messages.notHired);
    if (hire.id_empresa === null) throw AppError.conflict(messages.noCompany);
    if (await repo.assignmentOfHire(tx, hire.id_postulacion)) throw AppError.conflict(messages.exists);
    const reemplazo =
      body.causal === 'reemplazo'
        ? { persona: body.reemplazo_persona ?? '', motivo: body.reemplazo_motivo! }
        : null;
    const since =
      body.causal === 'incremento' ? await repo.serviceSince(tx, hire.id_empresa, body.servicio) : null;
    refuseUnlessOk(checkNewAssignment({ ...body, reemplazo }, since));
    await requireMinimumWage(tx, body.salario, body.tiempo_completo, body.inicio);
    const id = await repo.insertAssignment(tx, {
      id_postulacion: hire.id_postulacion,
      id_empresa: hire.id_empresa,
      servicio: body.servicio,
      causal: body.causal,
      reemplazo_persona: reemplazo?.persona.trim() ?? null,
      reemplazo_motivo: reemplazo?.motivo ?? null,
      inicio: body.inicio,
      fin_previsto: body.fin_previsto,
      salario: body.salario,
      tiempo_completo: body.tiempo_completo,
      id_usuario: staff.id_usuario,
    });
    await recordAudit(tx, {
      actor: staff,
      accion: 'crear_mision',
      entidad: 'mision',
      entidad_id: id,
      despues: body,
    });
    return { message: messages.created, id };
  });
}

export async function extendAssignment(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  body: ExtendAssignmentBody,
) {
  return db.transaction(async (tx) => {
    const current = await reachableForUpdate(tx, staff, id);
    if (current.terminada_el) throw AppError.conflict(messages.alreadyEnded);
    const causal = current.causal as AssignmentCausal;
    const prorrogada = (await repo.countExtensions(tx, id)) > 0;
    const since =
      causal === 'incremento' ? await repo.serviceSince(tx, current.id_empresa, current.servicio) : null;
    refuseUnlessOk(checkExtension({ ...current, causal, prorrogada }, body.fin_nuevo, since));
    await repo.extendAssignment(tx, {
      id_mision: id,
      fin_anterior: current.fin_previsto,
      fin_nuevo: body.fin_nuevo,
      nota: body.nota,
      id_usuario: staff.id_usuario,
    });
    await recordAudit(tx, {
      actor: staff,
      accion: 'prorrogar_mision',
      entidad: 'mision',
      entidad_id: id,
      antes: { fin_previsto: current.fin_previsto },
      despues: { fin_previsto: body.fin_nuevo, nota: body.nota },
    });
    return { message: messages.extended(formatCalendarDay(body.fin_nuevo)) };
  });
}

export async function endAssignment(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  body: EndAssignmentBody,
) {
  return db.transaction(async (tx) => {
    const current = await reachableForUpdate(tx, staff, id);
    if (current.terminada_el) throw AppError.conflict(messages.alreadyEnded);
    if (body.terminada_el < current.inicio) throw AppError.badRequest(messages.endBeforeStart);
    await repo.endAssignment(tx, id, {
      terminada_el: body.terminada_el,
      motivo_terminacion: body.motivo,
      nota_terminacion: body.nota,
    });
    await recordAudit(tx, {
      actor: staff,
      accion: 'terminar_mision',
      entidad: 'mision',
      entidad_id: id,
      despues: body,
    });
    return { message: messages.ended };
  });
}

/** Assignments as stored, for the modules built on them (time and attendance), filtered by `where`. */
export { assignmentRows, type AssignmentRow } from './repository.js';
