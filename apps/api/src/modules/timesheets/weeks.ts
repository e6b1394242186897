import { and, gte, lte, or, isNull } from 'drizzle-orm';
import { bogotaToday } from '@portal/shared/bogota-time';
import { addDays } from '@portal/shared/calendar-days';
import type { HourKind } from '@portal/shared/timesheets/hour-kinds';
import { mondayOf } from '@portal/shared/timesheets/local-time';
import {
  type ReviewBody,
  type Timesheet,
  timesheetMessages as messages,
  type WeekReviewList,
  type WeekState,
} from '@portal/shared/timesheets/timesheet';
import type { Database, Db } from '../../db/client.js';
import { misiones } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { toIso } from '../../lib/clock.js';
import type { CompanyUser } from '../../access/staff-scope.js';
import { assignmentRows, type AssignmentRow } from '../assignments/service.js';
import { recordAudit } from '../audit/service.js';
import { timeRules } from '../legal-figures/service.js';
import { notificationEvents, notify } from '../notifications/service.js';
import { mayEnterTime, reachableAssignment, scopeOf, type TimeActor } from './access.js';
import { appliedRule, classifyShifts, daysSpan, presentShift, sumByKind } from './hours.js';
import * as repo from './repository.js';
import { lastEnterableDay } from './shifts.js';

/**
 * The weekly timesheet (issue 32 items 2 and 3): each day's hours classified with the figures in
 * force that day, the week's totals, its state; and the company's approval or return.
 */

const weekDays = (monday: string) => Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/** The Monday asked for, or this week's. */
export const weekAsked = (semana: string | undefined, now: Date) => mondayOf(semana ?? bogotaToday(now));

type WeekRow = Awaited<ReturnType<typeof repo.weekRows>>[number];

function stateOf(hasShifts: boolean, row: WeekRow | undefined): WeekState {
  if (!hasShifts) return 'sin_turnos';
  return (row?.estado as WeekState | undefined) ?? 'pendiente';
}

/**
 * Classified weeks of several assignments at once (the review list, the timesheet): the shifts from
 * the Sunday before (a night shift reaching Monday) to the Sunday, classified per assignment.
 */
async function weeksOf(db: Db, assignments: AssignmentRow[], monday: string) {
  const ids = assignments.map((assignment) => assignment.id);
  const sunday = addDays(monday, 6);
  const [from, to] = daysSpan(monday, sunday);
  const [shifts, weekRows, rules] = await Promise.all([
    repo.shiftsBetween(db, ids, from, to),
    repo.weekRows(db, ids, [monday]),
    timeRules(db),
  ]);
  return assignments.map((assignment) => {
    const mine = shifts.filter((shift) => shift.id_mision === assignment.id);
    const pieces = classifyShifts(mine, rules).filter((piece) => piece.day >= monday && piece.day <= sunday);
    const dated = mine.filter((shift) => shift.fecha >= monday && shift.fecha <= sunday);
    const row = weekRows.find((week) => week.id_mision === assignment.id);
    return { assignment, mine: dated, pieces, row, estado: stateOf(dated.length > 0, row), rules, sunday };
  });
}

export async function timesheet(
  db: Db,
  actor: TimeActor,
  idMision: number,
  semana: string | undefined,
  now: Date,
) {
  const assignment = await reachableAssignment(db, actor, idMision);
  const monday = weekAsked(semana, now);
  const [week] = await weeksOf(db, [assignment], monday);
  const { pieces, row, estado, rules, sunday, mine } = week!;
  const [closed, adjustments] = await Promise.all([
    repo.closedPeriodsBetween(db, monday, sunday),
    repo.adjustmentsBetween(db, [assignment.id], monday, sunday),
  ]);
  const hasta = lastEnterableDay(assignment, now);
  // Open while any day of the week the shifts may be entered for is outside every closed period.
  const openDay = weekDays(monday).some(
    (day) =>
      day >= assignment.inicio &&
      day <= hasta &&
      !closed.some((period) => period.inicio <= day && day <= period.fin),
  );
  const limits = new Map(
    weekDays(monday).map((day) => {
      const figure = rules.figure('jornada_maxima_semanal', day);
      return [figure.vigente_desde, appliedRule(figure)];
    }),
  );
  const result: Timesheet = {
    id_mision: assignment.id,
    trabajador: assignment.trabajador,
    cargo: assignment.cargo,
    empresa: assignment.empresa,
    semana: monday,
    fin_semana: sunday,
    desde: assignment.inicio,
    hasta,
    estado,
    comentario: row?.comentario ?? null,
    revisada_en: row?.revisada_en ? toIso(row.revisada_en) : null,
    editable: mayEnterTime(actor) && estado !== 'aprobada' && openDay,
    turnos: mine.map(presentShift),
    dias: weekDays(monday).map((dia) => ({
      dia,
      descanso: rules.restDay(dia),
      horas: sumByKind(pieces.filter((piece) => piece.day === dia)),
    })),
    totales: sumByKind(pieces).map(({ reglas: _rules, ...total }) => total),
    total_minutos: pieces.reduce((sum, piece) => sum + piece.end - piece.start, 0),
    limites: [...limits.values()],
    ajustes: adjustments.map((row) => ({
      dia: row.dia,
      tipo: row.tipo as HourKind,
      minutos: row.minutos,
      motivo: row.motivo,
    })),
  };
  return result;
}

/** The company's assignments running at some point of the week. */
const runningDuring = (monday: string) =>
  and(
    lte(misiones.inicio, addDays(monday, 6)),
    or(
      gte(misiones.terminada_el, monday),
      and(isNull(misiones.terminada_el), gte(misiones.fin_previsto, monday)),
    ),
  );

export async function reviewList(db: Db, company: CompanyUser, semana: string | undefined, now: Date) {
  const monday = weekAsked(semana, now);
  const assignments = await assignmentRows(
    db,
    and(scopeOf({ kind: 'usuario', staff: company }), runningDuring(monday)),
  );
  const weeks = await weeksOf(db, assignments, monday);
  const result: WeekReviewList = {
    semana: monday,
    fin_semana: addDays(monday, 6),
    terminada: addDays(monday, 6) < bogotaToday(now),
    semanas: weeks.map(({ assignment, pieces, row, estado }) => ({
      id_mision: assignment.id,
      trabajador: assignment.trabajador,
      cargo: assignment.cargo,
      estado,
      comentario: row?.comentario ?? null,
      total_minutos: pieces.reduce((sum, piece) => sum + piece.end - piece.start, 0),
      totales: sumByKind(pieces).map(({ reglas: _rules, ...total }) => total),
    })),
  };
  return result;
}

/** The company approves or returns one or many workers' week; only an ended week, only its own workers. */
export async function reviewWeeks(db: Database, company: CompanyUser, body: ReviewBody, now: Date) {
  const monday = mondayOf(body.semana);
  if (addDays(monday, 6) >= bogotaToday(now)) throw AppError.badRequest(messages.weekNotOver);
  return db.transaction(async (tx) => {
    const ids = [...new Set(body.misiones)];
    const assignments = [];
    for (const id of ids)
      assignments.push(await reachableAssignment(tx, { kind: 'usuario', staff: company }, id));
    const withShifts = await repo.missionsWithShiftsIn(tx, ids, monday, addDays(monday, 6));
    if (ids.some((id) => !withShifts.has(id))) throw AppError.badRequest(messages.nothingToReview);
    // An approved week is final: the agency corrects it with an adjustment, the company never reopens it.
    const weeks = await repo.weekRows(tx, ids, [monday]);
    if (weeks.some((week) => week.estado === 'aprobada')) throw AppError.conflict(messages.alreadyApproved);
    const estado = body.decision === 'aprobar' ? 'aprobada' : 'devuelta';
    const comentario = body.comentario?.length ? body.comentario : null;
    await repo.recordReview(
      tx,
      ids.map((id_mision) => ({
        id_mision,
        semana: monday,
        estado,
        comentario,
        id_usuario: company.id_usuario,
      })),
    );
    await recordAudit(
      tx,
      ...ids.map((id) => ({
        actor: { id_usuario: company.id_usuario },
        accion: body.decision === 'aprobar' ? 'aprobar_horas' : 'devolver_horas',
        entidad: 'mision',
        entidad_id: id,
        despues: { semana: monday, estado, comentario },
      })),
    );
    for (const assignment of assignments)
      await notify(
        tx,
        notificationEvents.hoursReviewed(assignment.id, monday, estado === 'aprobada', comentario),
        [{ id_candidato: assignment.id_candidato }],
        now,
      );
    return {
      message: body.decision === 'aprobar' ? messages.approved(ids.length) : messages.returned(ids.length),
    };
  });
}
