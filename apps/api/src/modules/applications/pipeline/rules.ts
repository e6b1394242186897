import { pipelineMessages } from '@portal/shared/messages';
import type { MoveApplicationBody } from '@portal/shared/applications/pipeline';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { recordAudit } from '../../audit/service.js';
import { pendingHiringSteps } from '../hiring/readiness.js';
import { VISIBLE_TO_COMPANY } from '@portal/shared/applications/note-audience';
import type { MoveNote } from './note-visibility.js';

type Move = Pick<
  MoveApplicationBody,
  'estado' | 'nota' | 'audiencia' | 'en_nombre_de_empresa' | 'sin_pasos_completos'
>;
interface Subject {
  id_postulacion: number;
  id_candidato: number;
  id_vacante: number;
  /** Whether its vacancy serves a line of a company's service order (the company approves itself). */
  desde_orden: boolean;
}

const ON_BEHALF = 'Aprobado por la agencia en nombre de la empresa';

const needReason = (message: string) => AppError.badRequest(message, { nota: message });

/**
 * The rules of a staff move beyond the pipeline's transitions (decision 0056), inside the move's
 * transaction: a company that ordered the process approves its candidates itself, unless staff record
 * that they approve on its behalf with a reason; hiring needs every hiring step done, unless staff
 * hire without them with a reason. Each exception is audited; answers the note the move keeps.
 */
export async function staffMoveNote(
  tx: Db,
  staff: StaffPrincipal,
  application: Subject,
  move: Move,
): Promise<MoveNote> {
  const note: MoveNote = { nota: move.nota || null, audiencia: move.audiencia ?? 'interna' };
  if (move.estado === 'aprobada' && application.desde_orden) {
    if (!move.en_nombre_de_empresa)
      throw new AppError('NEEDS_COMPANY_APPROVAL', pipelineMessages.companyApproves);
    if (!note.nota) throw needReason(pipelineMessages.onBehalfReason);
    await exception(tx, staff, application.id_postulacion, 'aprobar_en_nombre_de_empresa', {
      motivo: note.nota,
    });
    // The company learns the agency approved in its name; the reason reaches it only when staff shared
    // the note with it (the audit row keeps the reason either way).
    return {
      nota: VISIBLE_TO_COMPANY.includes(note.audiencia) ? `${ON_BEHALF}: ${note.nota}` : `${ON_BEHALF}.`,
      audiencia: note.audiencia === 'candidato' ? 'todos' : 'empresa',
    };
  }
  if (move.estado === 'contratada') {
    const pending = await pendingHiringSteps(tx, application);
    if (pending.length === 0) return note;
    if (!move.sin_pasos_completos)
      throw new AppError('HIRING_STEPS_PENDING', pipelineMessages.hiringStepsPending(pending));
    if (!note.nota) throw needReason(pipelineMessages.overrideReason);
    await exception(tx, staff, application.id_postulacion, 'contratar_sin_pasos', {
      motivo: note.nota,
      pasos_pendientes: pending,
    });
    return { ...note, nota: `Contratada sin completar: ${pending.join(', ')}. Motivo: ${note.nota}` };
  }
  return note;
}

const exception = (tx: Db, staff: StaffPrincipal, id: number, accion: string, despues: object) =>
  recordAudit(tx, { actor: staff, accion, entidad: 'postulacion', entidad_id: id, despues });
