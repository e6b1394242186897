import { type DecisionBody } from '@portal/shared/processes/client';
import { candidatesSharingDocuments } from '../../consents/service.js';
import { clientProcessMessages, pipelineMessages } from '@portal/shared/messages';
import {
  type BulkMessageBody,
  type BulkMoveBody,
  type InterviewAttendance,
  type MoveApplicationBody,
} from '@portal/shared/applications/pipeline';
import { forwardedToCandidate, type NoteVisibility } from '@portal/shared/applications/note-audience';
import {
  APPLICATION_TRANSITIONS,
  candidateStatusOf,
  type ApplicationState,
} from '@portal/shared/vacancies/constants';
import { requireVacancyReachable } from '../../../access/staff-scope.js';
import type { Database, Db } from '../../../db/client.js';
import { enqueueMails } from '../../../infra/mail/outbox.js';
import { staffMessageMail } from '../mail.js';
import { announceMove, announceSentToCompany } from './notices.js';
import { AppError } from '../../../lib/app-error.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { recordAudit } from '../../audit/service.js';
import {
  contactsOf,
  listPipeline,
  lockApplication,
  lockHistoryEntry,
  recordMove,
  setNoteAudience,
  shortlist,
} from './repository.js';
import type { MoveNote } from './note-visibility.js';
import { staffMoveNote } from './rules.js';
import { releaseSlot } from '../repository.js';
import { announceInterview } from '../interviews.js';

export async function vacancyPipeline(db: Database, staff: StaffPrincipal, vacancyId: number) {
  await requireVacancyReachable(db, staff, vacancyId);
  const rows = await listPipeline(db, vacancyId);
  const sharing = await candidatesSharingDocuments(
    db,
    rows.map((row) => row.id_candidato),
  );
  return rows.map(
    ({ entrevista_espacio, entrevista_fecha, entrevista_lugar, entrevista_asistencia, ...row }) => ({
      ...row,
      entrevista:
        entrevista_espacio && entrevista_fecha && entrevista_lugar
          ? {
              id_espacio_agendamiento: entrevista_espacio,
              fecha_hora: entrevista_fecha.toISOString(),
              lugar: entrevista_lugar,
              asistencia: entrevista_asistencia as InterviewAttendance | null,
            }
          : null,
      comparte_con_empresas: sharing.has(row.id_candidato),
      estado: row.estado as ApplicationState,
      updated_at: row.updated_at.toISOString(),
      historial: row.historial.map((entry) => ({
        ...entry,
        estado: entry.estado as ApplicationState,
        audiencia: entry.audiencia as NoteVisibility,
        fecha: new Date(entry.fecha).toISOString(),
        por: entry.por || null,
      })),
    }),
  );
}

export type LockedApplication = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/** No note. */
const NO_NOTE: MoveNote = { nota: null, audiencia: 'interna' };
/** A note the system writes about a fact everyone in the process already knows (hiring began, ended). */
export const systemNote = (nota: string): MoveNote => ({ nota, audiencia: 'todos' });

/**
 * One move along the pipeline inside the caller's transaction: state and history (who, when, comment),
 * the audit row, and the notices (the candidate's in their own words, never "descartada").
 */
export async function applyMove(
  tx: Db,
  actor: StaffPrincipal,
  application: LockedApplication,
  estado: ApplicationState,
  note: MoveNote = NO_NOTE,
) {
  const from = application.estado as ApplicationState;
  if (!APPLICATION_TRANSITIONS[from].includes(estado))
    throw AppError.conflict(pipelineMessages.notAllowed(from));
  const id = application.id_postulacion;
  await recordMove(tx, { id, from, estado, ...note, userId: actor.id_usuario });
  // Out of the process: their interview place goes to someone else.
  if (candidateStatusOf[estado] === 'rechazado') {
    const freed = await releaseSlot(tx, id);
    if (freed) await announceInterview(tx, id, freed, 'cancelled');
  }
  await recordAudit(tx, {
    actor,
    accion: 'mover',
    entidad: 'postulacion',
    entidad_id: id,
    antes: { estado: from },
    despues: { estado, ...note },
  });
  await announceMove(tx, actor, application, estado, note);
}

/** Moves an application one step along the pipeline, in one transaction (see applyMove). */
export async function moveApplication(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  body: MoveApplicationBody,
) {
  if (body.estado === 'descartada' && !body.nota)
    throw AppError.badRequest(pipelineMessages.reasonRequired, { nota: pipelineMessages.reasonRequired });
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw AppError.notFound(pipelineMessages.notFound);
    await requireVacancyReachable(tx, staff, application.id_vacante).catch(() => {
      throw AppError.notFound(pipelineMessages.notFound);
    });
    await applyMove(tx, staff, application, body.estado, await staffMoveNote(tx, staff, application, body));
    if (body.estado === 'enviada_cliente') await announceSentToCompany(tx, application, 1);
    return { message: pipelineMessages.moved(body.estado) };
  });
}

/**
 * Moves several applications of one vacancy to the same state, all or none: an application of another
 * vacancy, or a move the pipeline does not allow, leaves every one where it was.
 */
export async function moveApplications(
  db: Database,
  staff: StaffPrincipal,
  vacancyId: number,
  body: BulkMoveBody,
) {
  if (body.estado === 'descartada' && !body.nota)
    throw AppError.badRequest(pipelineMessages.reasonRequired, { nota: pipelineMessages.reasonRequired });
  await requireVacancyReachable(db, staff, vacancyId);
  const ids = [...new Set(body.ids_postulacion)].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    let last: LockedApplication | undefined;
    for (const id of ids) {
      const application = await lockApplication(tx, id);
      if (!application || application.id_vacante !== vacancyId)
        throw AppError.notFound(pipelineMessages.notInVacancy);
      await applyMove(tx, staff, application, body.estado, await staffMoveNote(tx, staff, application, body));
      last = application;
    }
    if (last && body.estado === 'enviada_cliente') await announceSentToCompany(tx, last, ids.length);
  });
  return { message: pipelineMessages.movedMany(ids.length, body.estado) };
}

/**
 * Staff forward a note to the candidate (a company's rejection reason, which the company wrote for
 * the agency alone): the company keeps reading it if it did; audited with who and when.
 */
export async function forwardNoteToCandidate(
  db: Database,
  staff: StaffPrincipal,
  applicationId: number,
  entryId: number,
) {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    const inScope =
      application &&
      (await requireVacancyReachable(tx, staff, application.id_vacante).then(
        () => true,
        () => false,
      ));
    const entry = inScope ? await lockHistoryEntry(tx, applicationId, entryId) : undefined;
    if (!entry?.nota) throw AppError.notFound(pipelineMessages.noteNotFound);
    const audiencia = forwardedToCandidate(entry.audiencia as NoteVisibility);
    await setNoteAudience(tx, entryId, audiencia);
    await recordAudit(tx, {
      actor: staff,
      accion: 'compartir_nota',
      entidad: 'postulacion',
      entidad_id: applicationId,
      antes: { id_historial: entryId, audiencia: entry.audiencia },
      despues: { id_historial: entryId, audiencia },
    });
    return { message: pipelineMessages.noteForwarded };
  });
}

/** An e-mail from the agency to the selected candidates of a vacancy, queued and audited. */
export async function messageApplicants(
  db: Database,
  staff: StaffPrincipal,
  vacancyId: number,
  body: BulkMessageBody,
) {
  await requireVacancyReachable(db, staff, vacancyId);
  const recipients = await contactsOf(db, vacancyId, body.ids_postulacion);
  if (recipients.length !== new Set(body.ids_postulacion).size)
    throw AppError.notFound(pipelineMessages.notInVacancy);
  await db.transaction(async (tx) => {
    await enqueueMails(
      tx,
      recipients.flatMap((to) =>
        to.correo ? [{ recipient: to.correo, ...staffMessageMail(to, body) }] : [],
      ),
      new Date(),
    );
    await recordAudit(
      tx,
      ...recipients.map((to) => ({
        actor: staff,
        accion: 'mensaje',
        entidad: 'postulacion',
        entidad_id: to.id_postulacion,
        despues: { asunto: body.asunto, mensaje: body.mensaje },
      })),
    );
  });
  return { message: pipelineMessages.sent(recipients.length) };
}

/**
 * A client company approves or rejects candidates the agency sent it, all or none, in one
 * transaction. The caller has checked the vacancy is the company's; every application must be one of
 * its applications waiting for approval.
 */
export async function clientDecision(
  db: Database,
  company: StaffPrincipal,
  vacancyId: number,
  body: DecisionBody,
) {
  const estado = body.decision === 'aprobado' ? 'aprobada' : 'rechazada';
  return db.transaction(async (tx) => {
    const decided: LockedApplication[] = [];
    for (const id of [...new Set(body.ids_postulacion)].sort((a, b) => a - b)) {
      const application = await lockApplication(tx, id);
      if (!application || application.id_vacante !== vacancyId)
        throw AppError.notFound(clientProcessMessages.notFound);
      if (application.estado !== 'enviada_cliente') throw AppError.conflict(clientProcessMessages.notPending);
      // The company writes for the agency: it reads its words back, the candidate does not (0056).
      await applyMove(tx, company, application, estado, {
        nota: body.comentario || null,
        audiencia: 'empresa',
      });
      decided.push(application);
    }
    return decided;
  });
}

/** For other modules: the applications a client company sees (sent to it or further), with its notes. */
export const clientShortlist = (db: Db, vacancyId: number) => shortlist(db, vacancyId, 'empresa');
