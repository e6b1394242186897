import { isDocumentTypeVisible } from '@portal/shared/documents/rules';
import { type CreateDocumentRequestBody, type ReviewDocumentBody } from '@portal/shared/documents/staff';
import { staffDocumentMessages as messages } from '@portal/shared/messages';
import type { Database, Db } from '../../../db/client.js';
import { enqueueMail } from '../../../infra/mail/outbox.js';
import { keyFromUrl, type StorageProvider } from '../../../infra/storage/provider.js';
import { checkClientFileUrl } from '../files/client-files.js';
import { candidateReachable, requireVacancyReachable } from '../../../access/staff-scope.js';
import { AppError } from '../../../lib/app-error.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { recordAudit } from '../../audit/service.js';
import { candidateContacts } from '../../candidates/service.js';
import { documentReport, findType } from '../repository.js';
import { notificationEvents, notify } from '../../notifications/service.js';
import { documentRejectedMail } from './mail.js';
import {
  activeApplicants,
  findDocumentWithType,
  insertRequests,
  requestCandidate,
  saveReview,
} from './repository.js';

export interface StaffDocumentsContext {
  db: Database;
  storage: StorageProvider;
  staff: StaffPrincipal;
}

/** Who asked, as the candidate's request list keeps it. */
const REQUESTED_BY = 'Agencia';

async function requireCandidate(db: Db, staff: StaffPrincipal, candidateId: number) {
  if (!(await candidateReachable(db, staff, candidateId)))
    throw AppError.notFound(messages.candidateNotFound);
}

/** A document the staff member may reach (through its candidate), else 404 whatever the reason. */
async function reachableDocument(db: Db, staff: StaffPrincipal, documentId: number, lock = false) {
  const document = await findDocumentWithType(db, documentId, lock);
  if (!document || !(await candidateReachable(db, staff, document.id_candidato)))
    throw AppError.notFound(messages.documentNotFound);
  return document;
}

/** For other modules (the audit log): whether the staff member reaches the document's candidate. */
export async function documentInStaffScope(db: Db, staff: StaffPrincipal, documentId: number) {
  const document = await findDocumentWithType(db, documentId);
  return Boolean(document) && (await candidateReachable(db, staff, document!.id_candidato));
}

/** For other modules (the audit log): whether the staff member reaches the request's candidate. */
export async function requestInStaffScope(db: Db, staff: StaffPrincipal, requestId: number) {
  const candidateId = await requestCandidate(db, requestId);
  return candidateId !== undefined && (await candidateReachable(db, staff, candidateId));
}

/** The candidate's document report as the agency sees it: files, reviews, expiry and requests. */
export async function candidateDocumentsForStaff(ctx: StaffDocumentsContext, candidateId: number) {
  await requireCandidate(ctx.db, ctx.staff, candidateId);
  const [candidate] = await candidateContacts(ctx.db, [candidateId]);
  if (!candidate) throw AppError.notFound(messages.candidateNotFound);
  const types = await documentReport(ctx.db, candidateId);
  return {
    candidato: {
      id_candidato: candidate.id_candidato,
      nombre: candidate.nombre,
      numero_documento: candidate.numero_documento,
      correo: candidate.correo,
    },
    tipos: types.filter(isDocumentTypeVisible),
  };
}

/** A short-lived link to a candidate's file; every opening is written to the audit log. */
export async function openDocumentForStaff(ctx: StaffDocumentsContext, documentId: number) {
  const document = await reachableDocument(ctx.db, ctx.staff, documentId);
  const key = keyFromUrl(document.doc_url);
  if (!key) throw AppError.notFound(messages.documentNotFound);
  await recordAudit(ctx.db, {
    actor: ctx.staff,
    accion: 'abrir',
    entidad: 'documento',
    entidad_id: documentId,
    despues: { id_candidato: document.id_candidato, tipo: document.tipo },
  });
  return { url: await ctx.storage.signedUrl(key) };
}

/**
 * Approves or rejects a file in one transaction. A rejection opens a request for a new version of the
 * same type, so the candidate's card "needs an update" (spec §4), and e-mails the reason.
 */
export async function reviewDocument(
  ctx: StaffDocumentsContext,
  documentId: number,
  body: ReviewDocumentBody,
) {
  return ctx.db.transaction(async (tx) => {
    const document = await reachableDocument(tx, ctx.staff, documentId, true);
    const rejected = body.decision === 'rechazado';
    const review = {
      estado_revision: body.decision,
      motivo_rechazo: rejected ? (body.motivo ?? null) : null,
      revisado_por: ctx.staff.id_usuario,
      fecha_revision: new Date(),
      fecha_vencimiento:
        body.fecha_vencimiento === undefined ? document.fecha_vencimiento : body.fecha_vencimiento,
    };
    await saveReview(tx, documentId, review);
    await recordAudit(tx, {
      actor: ctx.staff,
      accion: 'revisar',
      entidad: 'documento',
      entidad_id: documentId,
      antes: { estado_revision: document.estado_revision, fecha_vencimiento: document.fecha_vencimiento },
      despues: { ...review, fecha_revision: review.fecha_revision.toISOString() },
    });
    if (rejected && body.motivo) {
      await insertRequests(tx, [
        {
          id_candidato: document.id_candidato,
          id_documento: document.id_documento,
          client_doc_name: `Nueva versión: ${document.tipo}`,
          client_doc_description: body.motivo,
          solicitado_por: REQUESTED_BY,
          id_usuario: ctx.staff.id_usuario,
        },
      ]);
      const [candidate] = await candidateContacts(tx, [document.id_candidato]);
      if (candidate?.correo)
        await enqueueMail(
          tx,
          documentRejectedMail({ ...candidate, correo: candidate.correo }, document.tipo, body.motivo),
          new Date(),
        );
    }
    return { message: rejected ? messages.rejected : messages.approved };
  });
}

/** Asks one candidate, or every active candidate of a vacancy, for a document: one transaction. */
export async function requestDocuments(ctx: StaffDocumentsContext, body: CreateDocumentRequestBody) {
  let candidateIds: number[];
  if (body.id_candidato !== undefined) {
    await requireCandidate(ctx.db, ctx.staff, body.id_candidato);
    candidateIds = [body.id_candidato];
  } else {
    await requireVacancyReachable(ctx.db, ctx.staff, body.id_vacante!);
    candidateIds = await activeApplicants(ctx.db, body.id_vacante!);
    if (candidateIds.length === 0) throw AppError.conflict(messages.noCandidates);
  }
  if (!(await findType(ctx.db, body.id_documento))) throw AppError.notFound(messages.typeNotFound);
  const description = body.client_doc_description || undefined;
  return ctx.db.transaction(async (tx) => {
    if (body.client_doc_url) await checkClientFileUrl(tx, ctx.storage, body.client_doc_url);
    const created = await insertRequests(
      tx,
      candidateIds.map((id) => ({
        id_candidato: id,
        id_documento: body.id_documento,
        client_doc_name: body.client_doc_name,
        client_doc_description: description ?? null,
        client_doc_url: body.client_doc_url ?? null,
        solicitado_por: REQUESTED_BY,
        id_usuario: ctx.staff.id_usuario,
        id_vacante: body.id_vacante ?? null,
      })),
    );
    await recordAudit(
      tx,
      ...created.map((request) => ({
        actor: ctx.staff,
        accion: 'solicitar',
        entidad: 'solicitud',
        entidad_id: request.id,
        despues: { ...body, id_candidato: request.id_candidato },
      })),
    );
    await notify(
      tx,
      notificationEvents.documentRequested(body.client_doc_name, description),
      candidateIds.map((id) => ({ id_candidato: id })),
      new Date(),
    );
    return { message: messages.requested(created.length), total: created.length };
  });
}
