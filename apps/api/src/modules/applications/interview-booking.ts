import { attendanceLabels, type InterviewAttendance } from '@portal/shared/applications/pipeline';
import { interviewMessages as messages, shareCvMessages } from '@portal/shared/messages';
import { FINAL_APPLICATION_STATES, type ApplicationState } from '@portal/shared/vacancies/constants';
import { applicationReachable } from '../../access/staff-scope.js';
import type { Database, Transaction } from '../../db/client.js';
import { toIso } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { announceInterview } from './interviews.js';
import {
  bookSlot,
  heldSlot,
  holdSlot,
  lockForInterview,
  lockOwnApplication,
  releaseSlot,
  setAttendance,
  type BookedSlot,
} from './repository.js';

/**
 * Booking, moving and cancelling an application's interview, by the candidate (their own) or by staff
 * (an application of a vacancy they reach), and marking afterwards whether the candidate came. Every
 * change frees or takes a place under the slot's capacity, tells the candidate with the calendar
 * invitation (same event, higher sequence) and is audited, in one transaction.
 */

const notFound = () => AppError.notFound(shareCvMessages.notFound);
const asRecord = (slot: BookedSlot | null) =>
  slot && { fecha_hora: toIso(slot.fecha_hora), lugar: slot.lugar };

/** Who may touch the interview of an application: a candidate only their own, staff what they reach. */
export type InterviewActor =
  { candidate: { id_candidato: number; numero_documento: string } } | { staff: StaffPrincipal };

async function checkReach(
  tx: Transaction,
  actor: InterviewActor,
  applicationId: number,
): Promise<AuditActor> {
  if ('candidate' in actor) {
    if (!(await lockOwnApplication(tx, actor.candidate.id_candidato, applicationId))) throw notFound();
    return { candidato: actor.candidate.numero_documento };
  }
  if (!(await applicationReachable(tx, actor.staff, applicationId))) throw notFound();
  return { id_usuario: actor.staff.id_usuario };
}

/** Books the interview in another slot of the same vacancy, or for the first time; the old place is freed. */
export async function moveInterview(
  db: Database,
  actor: InterviewActor,
  applicationId: number,
  slotId: number,
) {
  return db.transaction(async (tx) => {
    const auditActor = await checkReach(tx, actor, applicationId);
    const application = await lockForInterview(tx, applicationId);
    if (!application) throw notFound();
    if ((FINAL_APPLICATION_STATES as readonly string[]).includes(application.estado as ApplicationState))
      throw AppError.conflict(messages.closedApplication);
    if (application.id_espacio_agendamiento === slotId) throw AppError.conflict(messages.sameSlot);
    const previous = await releaseSlot(tx, applicationId);
    if (!(await bookSlot(tx, slotId, application.id_vacante)))
      throw AppError.conflict(messages.slotUnavailable);
    await holdSlot(tx, applicationId, slotId);
    const slot = (await heldSlot(tx, applicationId))!;
    const change = previous ? 'moved' : 'booked';
    await announceInterview(tx, applicationId, slot, change);
    await recordAudit(tx, {
      actor: auditActor,
      accion: change === 'moved' ? 'mover_entrevista' : 'agendar_entrevista',
      entidad: 'postulacion',
      entidad_id: applicationId,
      antes: asRecord(previous),
      despues: asRecord(slot),
    });
    return { message: change === 'moved' ? messages.moved : messages.booked };
  });
}

/** Frees an interview still ahead: the place goes back to the slot and the candidate's calendar drops it. */
export async function cancelInterview(db: Database, actor: InterviewActor, applicationId: number) {
  return db.transaction(async (tx) => {
    const auditActor = await checkReach(tx, actor, applicationId);
    const freed = await releaseSlot(tx, applicationId);
    if (!freed) throw AppError.conflict(messages.nothingToCancel);
    await announceInterview(tx, applicationId, freed, 'cancelled');
    await recordAudit(tx, {
      actor: auditActor,
      accion: 'cancelar_entrevista',
      entidad: 'postulacion',
      entidad_id: applicationId,
      antes: asRecord(freed),
    });
    return { message: 'candidate' in actor ? messages.cancelled : messages.staffCancelled };
  });
}

/** Staff mark, once its time came, whether the candidate came to the interview they booked. */
export async function markAttendance(
  db: Database,
  staff: StaffPrincipal,
  applicationId: number,
  asistencia: InterviewAttendance,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const auditActor = await checkReach(tx, { staff }, applicationId);
    await lockForInterview(tx, applicationId);
    const slot = await heldSlot(tx, applicationId);
    if (!slot) throw AppError.conflict(messages.noInterview);
    if (slot.fecha_hora.getTime() > now.getTime()) throw AppError.conflict(messages.notYet);
    await setAttendance(tx, applicationId, asistencia);
    await recordAudit(tx, {
      actor: auditActor,
      accion: 'marcar_asistencia',
      entidad: 'postulacion',
      entidad_id: applicationId,
      despues: { asistencia, ...asRecord(slot) },
    });
    return { message: messages.attendance(attendanceLabels[asistencia]) };
  });
}
