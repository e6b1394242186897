import { VISIBLE_TO_CANDIDATE, type NoteVisibility } from '@portal/shared/applications/note-audience';
import type { ApplicationState } from '@portal/shared/vacancies/constants';
import type { Db } from '../../../db/client.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { notificationEvents, notify } from '../../notifications/service.js';
import { agencyStaffOf, companyName, companyUsersOf } from '../../users/companies/agency-contacts.js';
import type { MoveNote } from './note-visibility.js';

/** What a move's notices need to know of the application. */
export interface MovedApplication {
  id_candidato: number;
  id_vacante: number;
  titulo: string;
  id_empresa: number | null;
  id_proceso: number | null;
}

/**
 * Who hears of one move, inside its transaction: the candidate always (with the note only when it
 * was written for them), the agency when the company decided, the company when a hire is complete.
 * Candidates sent for approval are announced by the caller, once per batch (announceSentToCompany).
 */
export async function announceMove(
  tx: Db,
  actor: StaffPrincipal,
  application: MovedApplication,
  estado: ApplicationState,
  note: MoveNote,
) {
  const now = new Date();
  const forCandidate = note.nota && VISIBLE_TO_CANDIDATE.includes(note.audiencia as NoteVisibility);
  await notify(
    tx,
    notificationEvents.applicationMoved(application.titulo, estado, forCandidate ? note.nota : null),
    [{ id_candidato: application.id_candidato }],
    now,
  );
  const { id_empresa, id_proceso } = application;
  if (id_empresa === null) return;
  if (actor.rol === 'empresa' && (estado === 'aprobada' || estado === 'rechazada')) {
    const event = notificationEvents.companyDecision(
      await companyName(tx, id_empresa),
      application.titulo,
      application.id_vacante,
      estado === 'aprobada' ? 'aprobado' : 'rechazado',
      note.nota,
    );
    await notify(tx, event, await agencyStaffOf(tx, id_empresa), now);
  }
  if (estado === 'contratada' && id_proceso !== null)
    await notify(
      tx,
      notificationEvents.hiringCompleted(application.titulo, id_proceso),
      await companyUsersOf(tx, id_empresa),
      now,
    );
}

/** The company hears once that the agency sent it `count` candidates of one vacancy to approve. */
export async function announceSentToCompany(tx: Db, application: MovedApplication, count: number) {
  if (count === 0 || application.id_empresa === null || application.id_proceso === null) return;
  await notify(
    tx,
    notificationEvents.candidatesForApproval(application.titulo, count, application.id_proceso),
    await companyUsersOf(tx, application.id_empresa),
    new Date(),
  );
}

/** The agency finished its hiring steps of one candidate: the company's own step is theirs to do now. */
export async function announceCompanyTurn(tx: Db, application: MovedApplication, step: string) {
  if (application.id_empresa === null || application.id_proceso === null) return;
  await notify(
    tx,
    notificationEvents.companyStepDue(application.titulo, step, application.id_proceso),
    await companyUsersOf(tx, application.id_empresa),
    new Date(),
  );
}
