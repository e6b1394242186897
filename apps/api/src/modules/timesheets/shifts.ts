import { bogotaToday, formatCalendarDay } from '@portal/shared/bogota-time';
import { clockText, dayOf, instantOf, mondayOf } from '@portal/shared/timesheets/local-time';
import { shiftSpan, type ShiftSpan } from '@portal/shared/timesheets/shift-input';
import {
  type Shift,
  type ShiftBody,
  type ShiftSource,
  timesheetMessages as messages,
} from '@portal/shared/timesheets/timesheet';
import type { Database, Db } from '../../db/client.js';
import { payrollPeriodsLock } from '../../infra/advisory-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { AssignmentRow } from '../assignments/service.js';
import { recordAudit } from '../audit/service.js';
import { mayEnterTime, reachableAssignment, type TimeActor } from './access.js';
import { nowMinute, presentShift, spanOf } from './hours.js';
import * as repo from './repository.js';
import type { ShiftRow } from './repository.js';

/**
 * Entering shifts (issue 32 item 1): the worker on their phone or the company for its workers. A
 * shift lies within the assignment, has ended, crosses no other shift of the same worker on any
 * assignment, and changes no approved week nor closed period.
 */

/** The last day time may be entered for: the assignment's end (or planned end), never after today. */
export const lastEnterableDay = (assignment: AssignmentRow, now: Date) => {
  const end = assignment.terminada_el ?? assignment.fin_previsto;
  const today = bogotaToday(now);
  return end < today ? end : today;
};

/** The Mondays of the weeks a span's days fall in (one, or two for a Sunday night shift). */
const weeksOf = (span: { start: number; end: number }) => [
  ...new Set([mondayOf(dayOf(span.start)), mondayOf(dayOf(span.end - 1))]),
];

async function requireChangeable(tx: Db, idMision: number, span: { start: number; end: number }) {
  await payrollPeriodsLock(tx, 'shared');
  const weeks = await repo.weekRows(tx, [idMision], weeksOf(span));
  if (weeks.some((week) => week.estado === 'aprobada')) throw AppError.conflict(messages.weekLocked);
  for (const day of new Set([dayOf(span.start), dayOf(span.end - 1)]))
    if (await repo.closedPeriodOn(tx, day)) throw AppError.conflict(messages.periodClosed);
}

function checkedSpan(body: ShiftBody, assignment: AssignmentRow, now: Date): ShiftSpan {
  const verdict = shiftSpan(body);
  if (!verdict.ok) throw AppError.badRequest(verdict.motivo);
  const last = lastEnterableDay(assignment, now);
  if (body.fecha < assignment.inicio || body.fecha > last)
    throw AppError.badRequest(
      messages.outsideAssignment(formatCalendarDay(assignment.inicio), formatCalendarDay(last)),
    );
  if (verdict.span.end > nowMinute(now)) throw AppError.badRequest(messages.notYet);
  return verdict.span;
}

async function requireNoOverlap(
  tx: Db,
  actor: TimeActor,
  assignment: AssignmentRow,
  span: ShiftSpan,
  exceptId?: number,
) {
  await repo.lockWorker(tx, assignment.id_candidato);
  const clash = await repo.overlappingShift(
    tx,
    assignment.id_candidato,
    instantOf(span.start),
    instantOf(span.end),
    exceptId,
  );
  if (clash) {
    // A company learns nothing of the worker's hours at another company: only that they cross.
    if (actor.kind === 'usuario' && clash.id_empresa !== assignment.id_empresa)
      throw AppError.conflict(messages.overlapsElsewhere);
    const other = spanOf({ ...clash, descansos: [] });
    throw AppError.conflict(
      messages.overlaps(formatCalendarDay(dayOf(other.start)), clockText(other.start), clockText(other.end)),
    );
  }
}

function requireEntrant(actor: TimeActor) {
  if (!mayEnterTime(actor)) throw AppError.forbidden(messages.entrantsOnly);
}

const storedFields = (body: ShiftBody, span: ShiftSpan, actor: TimeActor) => ({
  fecha: body.fecha,
  inicio: instantOf(span.start),
  fin: instantOf(span.end),
  descansos: span.breaks.map((pause) => ({ desde: pause.start - span.start, hasta: pause.end - span.start })),
  minutos: span.worked,
  ...(actor.kind === 'trabajador'
    ? { origen: 'trabajador', id_candidato: actor.idCandidato, id_usuario: null }
    : { origen: 'empresa', id_candidato: null, id_usuario: actor.staff.id_usuario }),
});

/** Checks and saves one shift on an assignment the actor reaches, inside the caller's transaction. */
export async function enterShift(
  tx: Db,
  actor: TimeActor,
  assignment: AssignmentRow,
  body: ShiftBody,
  now: Date,
  origen: ShiftSource = actor.kind === 'trabajador' ? 'trabajador' : 'empresa',
) {
  const span = checkedSpan(body, assignment, now);
  await requireChangeable(tx, assignment.id, span);
  await requireNoOverlap(tx, actor, assignment, span);
  const { id } = await repo.insertShift(tx, {
    id_mision: assignment.id,
    ...storedFields(body, span, actor),
    origen,
  });
  await repo.markWeeksPending(tx, assignment.id, weeksOf(span));
  return id;
}

export async function addShift(db: Database, actor: TimeActor, idMision: number, body: ShiftBody, now: Date) {
  requireEntrant(actor);
  return db.transaction(async (tx) => {
    const assignment = await reachableAssignment(tx, actor, idMision);
    return { message: messages.shiftSaved, id: await enterShift(tx, actor, assignment, body, now) };
  });
}

/**
 * A company's change to a shift leaves a record with the times before and after: the worker's own
 * entry may be what it replaced. The worker's changes to her own shifts are not audited one by one.
 */
async function auditCompanyChange(
  tx: Db,
  actor: TimeActor,
  accion: 'cambiar_turno' | 'borrar_turno',
  before: ShiftRow,
  after?: Shift,
) {
  if (actor.kind !== 'usuario') return;
  await recordAudit(tx, {
    actor: { id_usuario: actor.staff.id_usuario },
    accion,
    entidad: 'mision',
    entidad_id: before.id_mision,
    antes: presentShift(before),
    despues: after ?? null,
  });
}

/** The shift, locked, with its assignment, if the actor reaches it. */
async function reachableShift(tx: Db, actor: TimeActor, id: number) {
  const shift = await repo.shiftById(tx, id);
  if (!shift) throw AppError.notFound(messages.shiftNotFound);
  const assignment = await reachableAssignment(tx, actor, shift.id_mision).catch(() => {
    throw AppError.notFound(messages.shiftNotFound);
  });
  return { shift, assignment };
}

export async function changeShift(db: Database, actor: TimeActor, id: number, body: ShiftBody, now: Date) {
  requireEntrant(actor);
  return db.transaction(async (tx) => {
    const { shift, assignment } = await reachableShift(tx, actor, id);
    await requireChangeable(tx, shift.id_mision, spanOf(shift));
    const span = checkedSpan(body, assignment, now);
    await requireChangeable(tx, shift.id_mision, span);
    await requireNoOverlap(tx, actor, assignment, span, id);
    await repo.updateShift(tx, id, storedFields(body, span, actor));
    const [after] = await repo.shiftsBetween(
      tx,
      [shift.id_mision],
      instantOf(span.start),
      instantOf(span.end),
    );
    await auditCompanyChange(tx, actor, 'cambiar_turno', shift, after && presentShift(after));
    await repo.markWeeksPending(tx, shift.id_mision, [
      ...new Set([...weeksOf(spanOf(shift)), ...weeksOf(span)]),
    ]);
    return { message: messages.shiftSaved };
  });
}

export async function removeShift(db: Database, actor: TimeActor, id: number) {
  requireEntrant(actor);
  return db.transaction(async (tx) => {
    const { shift } = await reachableShift(tx, actor, id);
    await requireChangeable(tx, shift.id_mision, spanOf(shift));
    await repo.deleteShift(tx, id);
    await auditCompanyChange(tx, actor, 'borrar_turno', shift);
    await repo.markWeeksPending(tx, shift.id_mision, weeksOf(spanOf(shift)));
    return { message: messages.shiftRemoved };
  });
}
