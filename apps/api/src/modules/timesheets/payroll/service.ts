import { bogotaToday, formatCalendarDay } from '@portal/shared/bogota-time';
import { addDays } from '@portal/shared/calendar-days';
import { traitsOf } from '@portal/shared/timesheets/hour-kinds';
import { mondayOf } from '@portal/shared/timesheets/local-time';
import {
  type AdjustmentBody,
  type ClosedPeriodList,
  type PeriodQuery,
  type PeriodStatus,
  type PeriodType,
  payrollMessages as messages,
  periodEnd,
} from '@portal/shared/timesheets/payroll';
import type { WeekState } from '@portal/shared/timesheets/timesheet';
import { placementScope } from '../../../access/staff-scope.js';
import type { Database, Db } from '../../../db/client.js';
import { empresas, misiones } from '../../../db/schema/index.js';
import { payrollPeriodsLock } from '../../../infra/advisory-lock.js';
import { AppError } from '../../../lib/app-error.js';
import { toIso } from '../../../lib/clock.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { recordAudit } from '../../audit/service.js';
import { timeRules } from '../../legal-figures/service.js';
import { reachableAssignment } from '../access.js';
import { classifyShifts, classifySpans, daysSpan } from '../hours.js';
import * as timeRepo from '../repository.js';
import { payrollLines, piecesAsMinutes, type PayrollLine } from './lines.js';
import * as repo from './repository.js';

/**
 * Payroll periods (issue 32 items 3 and 4): what is pending before a period closes, closing it, the
 * lines its export is made of, and the agency's audited adjustments to approved hours.
 */

const scopeOf = (staff: StaffPrincipal) =>
  placementScope(staff, { id_grupo: empresas.id_grupo, id_empresa: misiones.id_empresa });

export async function periodStatus(db: Db, staff: StaffPrincipal, query: PeriodQuery, now: Date) {
  const fin = periodEnd(query.tipo, query.inicio)!;
  const [closed, pending, trabajadores] = await Promise.all([
    repo.closedPeriodStarting(db, query.inicio),
    repo.unapprovedWeeks(db, query.inicio, fin, scopeOf(staff)),
    repo.workersWithShifts(db, query.inicio, fin, scopeOf(staff)),
  ]);
  const status: PeriodStatus = {
    tipo: query.tipo,
    inicio: query.inicio,
    fin,
    id_periodo: closed?.fin === fin ? closed.id_periodo : null,
    cerrado_en: closed?.fin === fin ? toIso(closed.cerrado_en) : null,
    terminado: fin < bogotaToday(now),
    trabajadores,
    semanas_pendientes: pending.map((week) => ({
      ...week,
      estado: (week.estado as WeekState | null) ?? 'pendiente',
    })),
  };
  return status;
}

export async function closedPeriods(db: Db): Promise<ClosedPeriodList> {
  return (await repo.recentClosedPeriods(db)).map((row) => ({
    ...row,
    tipo: row.tipo as PeriodType,
    cerrado_en: toIso(row.cerrado_en),
  }));
}

/** Closes a period that has ended, crosses no closed one, and has every week of every company approved. */
export async function closePeriod(db: Database, admin: StaffPrincipal, query: PeriodQuery, now: Date) {
  const fin = periodEnd(query.tipo, query.inicio)!;
  if (fin >= bogotaToday(now)) throw AppError.badRequest(messages.periodNotOver);
  return db.transaction(async (tx) => {
    await payrollPeriodsLock(tx, 'exclusive');
    if (await repo.overlappingClosedPeriod(tx, query.inicio, fin))
      throw AppError.conflict(messages.overlapsClosed);
    const pending = await repo.unapprovedWeeks(tx, query.inicio, fin, undefined);
    if (pending.length > 0) throw AppError.conflict(messages.weeksPending(pending.length));
    const period = await repo.insertPeriod(tx, {
      tipo: query.tipo,
      inicio: query.inicio,
      fin,
      id_usuario: admin.id_usuario,
    });
    await recordAudit(tx, {
      actor: admin,
      accion: 'cerrar_periodo_nomina',
      entidad: 'periodo_nomina',
      entidad_id: period.id_periodo,
      despues: { tipo: query.tipo, inicio: query.inicio, fin },
    });
    return { message: messages.closed, id: period.id_periodo };
  });
}

function groupBy<T>(rows: T[], keyOf: (row: T) => number) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Workers are priced in chunks, so a period of thousands keeps a small, flat working set. */
const CHUNK = 250;

/** The closed period's payroll lines within the staff member's reach, worker by worker. */
export async function periodLines(db: Db, staff: StaffPrincipal, idPeriodo: number) {
  const period = await repo.closedPeriodById(db, idPeriodo);
  if (!period) throw AppError.notFound(messages.periodNotFound);
  const [workers, rules] = await Promise.all([
    repo.payrollWorkers(db, period.inicio, period.fin, scopeOf(staff)),
    timeRules(db),
  ]);
  // Overtime counts from the Monday of the period's first week.
  const [from, to] = daysSpan(mondayOf(period.inicio), period.fin);
  const lines: PayrollLine[] = [];
  for (let start = 0; start < workers.length; start += CHUNK) {
    const chunk = workers.slice(start, start + CHUNK);
    const ids = chunk.map((worker) => worker.id_mision);
    const [spans, adjustments] = await Promise.all([
      repo.shiftSpansBetween(db, ids, from, to),
      timeRepo.adjustmentsBetween(db, ids, period.inicio, period.fin),
    ]);
    const spansOf = groupBy(spans, (span) => span.id_mision);
    const adjustmentsOf = groupBy(adjustments, (adjustment) => adjustment.id_mision);
    for (const worker of chunk) {
      const pieces = classifySpans(
        (spansOf.get(worker.id_mision) ?? []).map((span) => ({
          start: span.start,
          end: span.end,
          breaks: span.descansos.map((pause) => ({
            start: span.start + pause.desde,
            end: span.start + pause.hasta,
          })),
        })),
        rules,
      ).filter((piece) => piece.day >= period.inicio && piece.day <= period.fin);
      const adjusted = (adjustmentsOf.get(worker.id_mision) ?? []).map((adjustment) => ({
        day: adjustment.dia,
        kind: adjustment.tipo as PayrollLine['kind'],
        minutes: adjustment.minutos,
      }));
      lines.push(...payrollLines(worker, [...piecesAsMinutes(pieces), ...adjusted], rules));
    }
  }
  return { period, lines };
}

/**
 * An adjustment fits its day: a Sunday or holiday kind only on such a day (and the other kinds only on
 * the others), never below zero hours of its kind, never past 24 hours in the day.
 */
async function requireSensibleAdjustment(tx: Db, idMision: number, body: AdjustmentBody, minutos: number) {
  const rules = await timeRules(tx);
  if (traitsOf(body.tipo).restDay !== (rules.restDay(body.dia) !== null))
    throw AppError.badRequest(
      rules.restDay(body.dia) ? messages.adjustmentRestDayKind : messages.adjustmentWorkingDayKind,
    );
  const [from, to] = daysSpan(addDays(mondayOf(body.dia), -1), addDays(mondayOf(body.dia), 6));
  const pieces = classifyShifts(await timeRepo.shiftsBetween(tx, [idMision], from, to), rules).filter(
    (piece) => piece.day === body.dia,
  );
  const earlier = await timeRepo.adjustmentsBetween(tx, [idMision], body.dia, body.dia);
  const minutesOf = (kind?: string) =>
    pieces.filter((piece) => !kind || piece.kind === kind).reduce((sum, p) => sum + p.end - p.start, 0) +
    earlier.filter((row) => !kind || row.tipo === kind).reduce((sum, row) => sum + row.minutos, 0);
  if (minutesOf(body.tipo) + minutos < 0) throw AppError.badRequest(messages.adjustmentBelowZero);
  if (minutesOf() + minutos > 24 * 60) throw AppError.badRequest(messages.adjustmentPastDay);
}

/** An audited correction to approved hours, on a day of a period not yet closed. */
export async function addAdjustment(
  db: Database,
  staff: StaffPrincipal,
  idMision: number,
  body: AdjustmentBody,
) {
  return db.transaction(async (tx) => {
    const assignment = await reachableAssignment(tx, { kind: 'usuario', staff }, idMision);
    const [week] = await timeRepo.weekRows(tx, [idMision], [mondayOf(body.dia)]);
    if (week?.estado !== 'aprobada') throw AppError.conflict(messages.adjustmentWeekNotApproved);
    await payrollPeriodsLock(tx, 'shared');
    if (await timeRepo.closedPeriodOn(tx, body.dia)) throw AppError.conflict(messages.adjustmentPeriodClosed);
    const minutos = Math.round(body.horas * 60);
    await requireSensibleAdjustment(tx, idMision, body, minutos);
    const [row] = await repo.insertAdjustment(tx, {
      id_mision: idMision,
      dia: body.dia,
      tipo: body.tipo,
      minutos,
      motivo: body.motivo,
      id_usuario: staff.id_usuario,
    });
    await recordAudit(tx, {
      actor: staff,
      accion: 'ajustar_horas',
      entidad: 'mision',
      entidad_id: assignment.id,
      despues: { dia: formatCalendarDay(body.dia), tipo: body.tipo, minutos, motivo: body.motivo },
    });
    return { message: messages.adjustmentSaved, id: row!.id };
  });
}
