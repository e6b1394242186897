import {
  DATA_REQUEST_TERMS,
  type AnswerDataRequestBody,
  type CandidateDataRequest,
  type DataRequestBody,
  type DataRequestKind,
  type DataRequestState,
  type StaffDataRequest,
} from '@portal/shared/data-requests';
import { addBusinessDays, businessDaysBetween } from '@portal/shared/business-days';
import { bogotaToday } from '@portal/shared/documents/rules';
import { formatCalendarDay } from '@portal/shared/bogota-time';
import { dataRequestMessages as messages } from '@portal/shared/messages';
import type { Database, Db } from '../../db/client.js';
import { enqueueMail } from '../../infra/mail/outbox.js';
import type { StorageProvider } from '../../infra/storage/provider.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { candidatesHired } from '../applications/service.js';
import { recordAudit } from '../audit/service.js';
import { candidateContacts, type CandidateContact } from '../candidates/service.js';
import { userNames } from '../users/companies/agency-contacts.js';
import { vacancyScope } from '../../access/staff-scope.js';
import { eraseCandidate } from './erasure.js';
import { dataRequestMails } from './mail.js';
import * as repo from './repository.js';

function candidateView(row: repo.DataRequestRow): CandidateDataRequest {
  return {
    id: row.id,
    tipo: row.tipo as DataRequestKind,
    detalle: row.detalle,
    estado: row.estado as DataRequestState,
    radicada_en: row.radicada_en.toISOString(),
    vence_el: row.vence_el,
    prorrogada: row.prorrogada,
    motivo_prorroga: row.motivo_prorroga,
    respuesta: row.respuesta,
    respondida_en: row.respondida_en?.toISOString() ?? null,
  };
}

async function contactOf(db: Db, candidateId: number): Promise<CandidateContact> {
  const [contact] = await candidateContacts(db, [candidateId]);
  if (!contact) throw AppError.notFound(messages.notFound);
  return contact;
}

const mailTo = (contact: CandidateContact) =>
  contact.correo ? { correo: contact.correo, primer_nombre: contact.primer_nombre } : null;

/** A candidate files a consulta or a reclamo: due in the legal term, in business days (arts. 14, 15). */
export async function fileDataRequest(
  db: Database,
  candidate: { id_candidato: number; numero_documento: string },
  body: DataRequestBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    if (body.tipo === 'eliminacion' && (await repo.openDeletionOf(tx, candidate.id_candidato))) {
      throw AppError.conflict(messages.deletionOpen);
    }
    const dueDate = addBusinessDays(bogotaToday(now), DATA_REQUEST_TERMS[body.tipo].days);
    const row = await repo.insertDataRequest(tx, {
      id_candidato: candidate.id_candidato,
      tipo: body.tipo,
      detalle: body.detalle,
      radicada_en: now,
      vence_el: dueDate,
    });
    await recordAudit(tx, {
      actor: { candidato: candidate.numero_documento },
      accion: 'radicar',
      entidad: 'solicitud_datos',
      entidad_id: row.id,
      despues: { tipo: body.tipo, vence_el: dueDate },
    });
    const to = mailTo(await contactOf(tx, candidate.id_candidato));
    if (to) await enqueueMail(tx, dataRequestMails.received(to, body.tipo, formatCalendarDay(dueDate)), now);
    return { message: messages.created(formatCalendarDay(dueDate)), solicitud: candidateView(row) };
  });
}

export async function dataRequestsOf(db: Db, candidateId: number) {
  return (await repo.requestsOfCandidate(db, candidateId)).map(candidateView);
}

/** The agency's queue, the most urgent first, with the business days left counted today in Bogotá. */
export async function dataRequestQueue(
  db: Db,
  staff: StaffPrincipal,
  estado: DataRequestState | undefined,
  now: Date,
) {
  const rows = await repo.listForStaff(db, vacancyScope(staff), estado);
  const today = bogotaToday(now);
  const answerers = await userNames(db, [
    ...new Set(rows.flatMap((row) => row.request.respondida_por ?? [])),
  ]);
  const pendingDeletions = rows
    .filter(({ request }) => request.tipo === 'eliminacion' && request.estado === 'pendiente')
    .map(({ request }) => request.id_candidato);
  const hired = await candidatesHired(db, pendingDeletions);

  return rows.map(({ request, candidato, numero_documento }): StaffDataRequest => ({
    ...candidateView(request),
    id_candidato: request.id_candidato,
    candidato,
    numero_documento,
    dias_habiles_restantes: businessDaysBetween(today, request.vence_el),
    fue_contratado: hired.has(request.id_candidato),
    respondida_por: request.respondida_por ? (answerers.get(request.respondida_por) ?? null) : null,
  }));
}

/** A request out of the staff member's reach answers 404 like a missing one, whatever its state. */
async function pendingRequest(tx: Db, staff: StaffPrincipal, id: number) {
  const row = await repo.lockRequest(tx, id, vacancyScope(staff));
  if (!row) throw AppError.notFound(messages.notFound);
  if (row.estado !== 'pendiente') throw AppError.conflict(messages.alreadyAnswered);
  return row;
}

/** The one extension the law allows, with the reason sent to the data subject. */
export async function extendDataRequest(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  motivo: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await pendingRequest(tx, staff, id);
    if (row.prorrogada) throw AppError.conflict(messages.alreadyExtended);
    const tipo = row.tipo as DataRequestKind;
    const dueDate = addBusinessDays(row.vence_el, DATA_REQUEST_TERMS[tipo].extension);
    await repo.updateRequest(tx, id, { prorrogada: true, motivo_prorroga: motivo, vence_el: dueDate });
    await recordAudit(tx, {
      actor: staff,
      accion: 'prorrogar',
      entidad: 'solicitud_datos',
      entidad_id: id,
      antes: { vence_el: row.vence_el },
      despues: { vence_el: dueDate, motivo },
    });
    const to = mailTo(await contactOf(tx, row.id_candidato));
    if (to)
      await enqueueMail(tx, dataRequestMails.extended(to, tipo, motivo, formatCalendarDay(dueDate)), now);
    return { message: messages.extended };
  });
}

/**
 * Answers a request, e-mails the answer and audits who answered. An attended deletion is carried out
 * in the same transaction, unless the agency hired the person (labor records must be kept).
 */
export async function answerDataRequest(
  deps: { db: Database; storage: StorageProvider },
  staff: StaffPrincipal,
  id: number,
  body: AnswerDataRequestBody,
  now: Date,
  origin: { ip: string; agente: string | null },
) {
  const { message, removeFiles } = await deps.db.transaction(async (tx) => {
    const row = await pendingRequest(tx, staff, id);
    const tipo = row.tipo as DataRequestKind;
    const erase = tipo === 'eliminacion' && body.decision === 'atendida';
    if (erase && (await candidatesHired(tx, [row.id_candidato])).has(row.id_candidato))
      throw AppError.conflict(messages.hiredCannotDelete);
    const contact = await contactOf(tx, row.id_candidato);
    await repo.updateRequest(tx, id, {
      estado: body.decision,
      respuesta: body.respuesta,
      respondida_en: now,
      respondida_por: staff.id_usuario,
    });
    await recordAudit(tx, {
      actor: staff,
      accion: 'responder',
      entidad: 'solicitud_datos',
      entidad_id: id,
      despues: { decision: body.decision },
    });
    const removeFiles = erase
      ? await eraseCandidate(tx, contact, { ip: origin.ip, agente: origin.agente, at: now })
      : undefined;
    // Written after the erasure forgot the address's mails: the answer is the last one it receives.
    const to = mailTo(contact);
    if (to)
      await enqueueMail(
        tx,
        dataRequestMails.answered(to, tipo, body.decision === 'atendida', body.respuesta),
        now,
      );
    return { message: erase ? messages.deleted : messages.answered, removeFiles };
  });
  await removeFiles?.(deps);
  return { message };
}
