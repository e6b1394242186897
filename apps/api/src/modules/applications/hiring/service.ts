import {
  DERIVED_STEP,
  HIRING_APPLICATION_STATES,
  HIRING_STEPS,
  type HiringOwner,
  type HiringRecord,
  hiringStateOf,
  type HiringStep,
  MARKABLE_STEPS,
  type MarkableStep,
  type MarkStepBody,
} from '@portal/shared/applications/hiring';
import type { NoteVisibility } from '@portal/shared/applications/note-audience';
import { hiringMessages as messages } from '@portal/shared/messages';
import { requireVacancyReachable } from '../../../access/staff-scope.js';
import type { Database, Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { toIso } from '../../../lib/clock.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { recordAudit } from '../../audit/service.js';
import { documentsComplete, documentsCompleteOf } from '../../documents/completeness.js';
import { stepsOf, upsertStep } from './repository.js';
import { lockApplication, shortlist } from '../pipeline/repository.js';
import { applyMove, type LockedApplication, systemNote } from '../pipeline/service.js';
import type { NoteReader } from '../pipeline/note-visibility.js';
import { announceCompanyTurn } from '../pipeline/notices.js';

/**
 * Hiring of approved candidates: the steps of HIRING_STEPS, each marked by its owner (the agency or
 * the client company) except the documents step, which follows the candidate's document report. The
 * first mark moves the application to en_contratacion; the last one, with documents complete, hires.
 */

export interface HiringSubject {
  id_postulacion: number;
  id_candidato: number;
  estado: string;
  nombre: string;
  cargo: string;
  updated_at: Date | string;
}

/**
 * The hiring record of each application (spec §3 Hiring record), in the order given, with the step
 * comments the reader may read.
 */
export async function hiringRecords(
  db: Db,
  subjects: HiringSubject[],
  reader: NoteReader,
): Promise<HiringRecord[]> {
  const [stored, complete] = await Promise.all([
    stepsOf(
      db,
      subjects.map((subject) => subject.id_postulacion),
      reader,
    ),
    // The reports as they stand, hired or not: the agency may hire from the board before every
    // document is in, and the step must then say what is still missing.
    documentsCompleteOf(
      db,
      subjects.map((subject) => subject.id_candidato),
    ),
  ]);
  return subjects.map((subject) => {
    const hired = subject.estado === 'contratada';
    const mine = stored.filter((row) => row.id_postulacion === subject.id_postulacion);
    const docs = complete.get(subject.id_candidato) ?? false;
    const pasos: HiringStep[] = HIRING_STEPS.map((step) => {
      const row = mine.find((candidate) => candidate.paso === step.paso);
      const done = step.paso === DERIVED_STEP ? docs : (row?.completado ?? false);
      return {
        paso: step.paso,
        nombre: step.nombre,
        responsable: step.responsable,
        completado: done ? 'Completado' : 'Pendiente',
        comentario: row?.comentario ?? null,
        comentario_audiencia: row?.comentario ? (row.comentario_audiencia as NoteVisibility) : null,
        fecha: row ? toIso(row.updated_at) : null,
      };
    });
    const latest = [subject.updated_at, ...mine.map((row) => row.updated_at)]
      .map((value) => new Date(value).getTime())
      .reduce((a, b) => Math.max(a, b));
    return {
      id_postulacion: subject.id_postulacion,
      nombre: subject.nombre,
      cargo: subject.cargo,
      ...hiringStateOf(pasos, hired),
      ultimaActualizacion: new Date(latest).toISOString(),
      pasos,
    };
  });
}

/**
 * Marks one step as its owner, in one transaction: the mark, its audit row, and the pipeline moves it
 * triggers. `mayReach` says whether the actor may see this application (else 404).
 */
export async function markHiringStep(
  db: Database,
  actor: StaffPrincipal,
  owner: Exclude<HiringOwner, 'candidato'>,
  id: number,
  paso: MarkableStep,
  // The company's body has no audience: what it writes is shared between it and the agency.
  body: Omit<MarkStepBody, 'audiencia'> & { audiencia?: MarkStepBody['audiencia'] },
  mayReach: (application: LockedApplication, tx: Db) => Promise<boolean>,
) {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application || !(await mayReach(application, tx))) throw AppError.notFound(messages.notFound);
    if (!HIRING_APPLICATION_STATES.includes(application.estado))
      throw AppError.conflict(messages.notInHiring);
    const step = HIRING_STEPS.find((candidate) => candidate.paso === paso)!;
    if (step.responsable !== owner) throw AppError.forbidden(messages.notYours(step.responsable));
    if (application.estado === 'contratada') throw AppError.conflict(messages.alreadyHired);
    const comentario = body.comentario || null;
    // A company's own comment is shared between it and the agency; staff choose (internal by default).
    const audiencia = owner === 'cliente' ? 'empresa' : (body.audiencia ?? 'interna');
    await upsertStep(tx, {
      id_postulacion: id,
      paso,
      completado: body.completado,
      comentario,
      comentario_audiencia: comentario ? audiencia : 'interna',
      id_usuario: actor.id_usuario,
    });
    await recordAudit(tx, {
      actor,
      accion: body.completado ? 'completar_paso' : 'reabrir_paso',
      entidad: 'postulacion',
      entidad_id: id,
      despues: { paso, completado: body.completado, comentario, audiencia },
    });
    let current = application;
    if (body.completado && current.estado === 'aprobada') {
      await applyMove(
        tx,
        actor,
        current,
        'en_contratacion',
        systemNote(`Inició la contratación: ${step.nombre}.`),
      );
      current = { ...current, estado: 'en_contratacion' };
    }
    const marked = await stepsOf(tx, [id], 'agencia');
    const isDone = (key: string) => marked.some((row) => row.paso === key && row.completado);
    const allMarked = MARKABLE_STEPS.every(isDone);
    // The agency's last step done while the company's is not: the company hears it is its turn.
    if (owner === 'agencia' && body.completado && !allMarked) {
      const agencyDone = HIRING_STEPS.filter((s) => s.responsable === 'agencia').every((s) => isDone(s.paso));
      const companyStep = HIRING_STEPS.find((s) => s.responsable === 'cliente' && !isDone(s.paso));
      if (companyStep && agencyDone) await announceCompanyTurn(tx, current, companyStep.nombre);
    }
    if (allMarked && (await documentsComplete(tx, application.id_candidato))) {
      await applyMove(tx, actor, current, 'contratada', systemNote('Contratación completa.'));
      return { message: messages.hired(step.nombre) };
    }
    return { message: messages.marked(step.nombre, body.completado) };
  });
}

/** Staff mark the agency's steps of an application to a vacancy in their scope. */
export const markAgencyStep = (
  db: Database,
  staff: StaffPrincipal,
  id: number,
  paso: MarkableStep,
  body: MarkStepBody,
) =>
  markHiringStep(db, staff, 'agencia', id, paso, body, (application, tx) =>
    requireVacancyReachable(tx, staff, application.id_vacante).then(
      () => true,
      () => false,
    ),
  );

/** The hiring records of the shortlisted applications that reached hiring (a vacancy's shortlist rows). */
export const hiringRecordsOf = (
  db: Db,
  rows: (Omit<HiringSubject, 'cargo'> & { titulo: string })[],
  reader: NoteReader,
) =>
  hiringRecords(
    db,
    rows
      .filter((row) => HIRING_APPLICATION_STATES.includes(row.estado))
      .map((row) => ({ ...row, cargo: row.titulo })),
    reader,
  );

export async function staffVacancyHiring(db: Db, staff: StaffPrincipal, vacancyId: number) {
  await requireVacancyReachable(db, staff, vacancyId);
  return hiringRecordsOf(db, await shortlist(db, vacancyId, 'agencia'), 'agencia');
}
