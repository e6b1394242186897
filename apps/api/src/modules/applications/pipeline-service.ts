import { pipelineMessages } from '@portal/shared/staff-pipeline';
import {
  APPLICATION_TRANSITIONS,
  applicationStateLabels,
  type ApplicationState,
} from '@portal/shared/vacancy-constants';
import type { Database, Db } from '../../db/client.js';
import { enqueueMail } from '../../infra/mail/outbox.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit } from '../audit/service.js';
import { requireVacancyInScope, staffVacancyScope } from '../vacancies/staff-service.js';
import {
  activeCandidates,
  candidateAppliedWithin,
  listPipeline,
  lockApplication,
  recordMove,
} from './pipeline-repository.js';

/**
 * For other modules: staff reach a candidate through an application to a vacancy in their scope
 * (admins reach everyone). Answers whether they may.
 */
export function candidateInStaffScope(db: Db, staff: StaffPrincipal, candidateId: number) {
  return candidateAppliedWithin(db, candidateId, staffVacancyScope(staff));
}

/** For other modules: the ids of a vacancy's active candidates, once the vacancy is in scope. */
export async function activeCandidatesOfVacancy(db: Db, staff: StaffPrincipal, vacancyId: number) {
  await requireVacancyInScope(db, staff, vacancyId);
  const rows = await activeCandidates(db, vacancyId);
  return rows.map((row) => row.id_candidato);
}

export async function vacancyPipeline(db: Database, staff: StaffPrincipal, vacancyId: number) {
  await requireVacancyInScope(db, staff, vacancyId);
  const rows = await listPipeline(db, vacancyId);
  return rows.map((row) => ({
    ...row,
    estado: row.estado as ApplicationState,
    updated_at: row.updated_at.toISOString(),
  }));
}

/**
 * Moves an application one step along the pipeline, in one transaction: state and history (who, when,
 * comment), the audit row, and the candidate's e-mail in their own words (never "descartada").
 */
export async function moveApplication(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  estado: ApplicationState,
  nota?: string,
) {
  if (estado === 'descartada' && !nota)
    throw AppError.badRequest(pipelineMessages.reasonRequired, { nota: pipelineMessages.reasonRequired });
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (!application) throw AppError.notFound(pipelineMessages.notFound);
    await requireVacancyInScope(tx, staff, application.id_vacante).catch(() => {
      throw AppError.notFound(pipelineMessages.notFound);
    });
    const from = application.estado as ApplicationState;
    if (!APPLICATION_TRANSITIONS[from].includes(estado))
      throw AppError.conflict(pipelineMessages.notAllowed(from));
    await recordMove(tx, { id, from, estado, nota: nota ?? null, userId: staff.id_usuario });
    await recordAudit(tx, {
      actor: staff,
      accion: 'mover',
      entidad: 'postulacion',
      entidad_id: id,
      antes: { estado: from },
      despues: { estado, nota: nota ?? null },
    });
    if (application.correo) {
      await enqueueMail(
        tx,
        {
          recipient: application.correo,
          subject: `Tu postulación a ${application.titulo}: ${applicationStateLabels[estado]}`,
          text:
            `Hola ${application.primer_nombre},\n\nTu postulación a la vacante «${application.titulo}» ahora está: ` +
            `${applicationStateLabels[estado]}.\n\nPuedes seguirla en la pestaña Aplicaciones del portal.\n— Portal de empleo`,
        },
        new Date(),
      );
    }
    return { message: pipelineMessages.moved(estado) };
  });
}
