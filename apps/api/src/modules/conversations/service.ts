import {
  conversationMessages as messages,
  type Conversation,
  type ConversationSide,
  type ProposalState,
  type SendMessageBody,
} from '@portal/shared/conversations';
import { formatCalendarDay } from '@portal/shared/bogota-time';
import { reaches } from '../../access/staff-scope.js';
import type { Database, Db } from '../../db/client.js';
import { keyFromUrl, type StorageProvider } from '../../infra/storage/provider.js';
import { AppError } from '../../lib/app-error.js';
import { toIso } from '../../lib/clock.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit } from '../audit/service.js';
import { lockedFileExists } from '../documents/files/file-locks.js';
import { agreeStartDate, processPlacement, type ProcessPlacement } from '../processes/placement.js';
import { tellOtherSide } from './notices.js';
import * as repo from './repository.js';

/**
 * The conversation of a hiring process between its company and the agency's group. The same calls
 * serve both sides: who may read and write is the placement rule (`reaches`), and the side of the one
 * asking is fixed by their role.
 */

export const sideOf = (actor: StaffPrincipal): ConversationSide =>
  actor.rol === 'empresa' ? 'empresa' : 'agencia';

/** Attachments live under the folder of the person who uploaded them (conversation-files.ts). */
export const ATTACHMENTS_FOLDER = 'conversaciones';
export const attachmentFolderOf = (actor: StaffPrincipal) => `${ATTACHMENTS_FOLDER}/${actor.id_usuario}`;

/** The process, when the actor reaches it; otherwise the same 404 whether or not it exists. */
async function reachableProcess(db: Db, actor: StaffPrincipal, id: number): Promise<ProcessPlacement> {
  const process = await processPlacement(db, id);
  if (!process || !reaches(actor, process)) throw AppError.notFound(messages.notFound);
  return process;
}

export async function conversationOf(db: Db, actor: StaffPrincipal, id: number): Promise<Conversation> {
  const process = await reachableProcess(db, actor, id);
  const side = sideOf(actor);
  const rows = await repo.messagesOf(db, id);
  return {
    id_proceso: id,
    cargo: process.nombre,
    empresa: process.empresa,
    admite_fecha: process.id_orden !== null,
    fecha_inicio: process.fecha_inicio,
    no_leidos: rows.filter((row) => row.lado !== side && row.leido_en === null).length,
    mensajes: rows.map((row) => {
      const estado = row.propuesta_estado as ProposalState | null;
      return {
        id: row.id,
        lado: row.lado as ConversationSide,
        // The agency speaks as one: a company reads "Agencia", not which of its staff wrote.
        autor: row.lado === 'agencia' && side === 'empresa' ? messages.agency : row.autor,
        propio: row.id_autor === actor.id_usuario,
        texto: row.texto,
        creado_en: toIso(row.creado_en),
        leido: row.leido_en !== null,
        adjunto: row.adjunto_nombre ? { nombre: row.adjunto_nombre } : null,
        fecha_propuesta: row.fecha_propuesta,
        propuesta_estado: estado,
        puede_aceptar: estado === 'abierta' && row.lado !== side,
      };
    }),
  };
}

/** An attachment may only be a file this person uploaded here, still stored (locked against the sweeper). */
async function checkAttachment(tx: Db, storage: StorageProvider, actor: StaffPrincipal, url: string) {
  const key = keyFromUrl(url);
  if (!key || !key.startsWith(`${attachmentFolderOf(actor)}/`))
    throw AppError.badRequest(messages.attachmentNotYours, { adjunto_url: messages.attachmentNotYours });
  if (!(await lockedFileExists(tx, storage, key)))
    throw AppError.badRequest(messages.attachmentGone, { adjunto_url: messages.attachmentGone });
  return key.slice(key.lastIndexOf('/') + 1);
}

/** A message, maybe with an attachment and a proposed start date (which replaces any open one). */
export async function sendMessage(
  db: Database,
  storage: StorageProvider,
  actor: StaffPrincipal,
  id: number,
  body: SendMessageBody,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const process = await reachableProcess(tx, actor, id);
    if (body.fecha_propuesta && process.id_orden === null)
      throw AppError.badRequest(messages.dateNotOrderLine, { fecha_propuesta: messages.dateNotOrderLine });
    const adjunto_nombre = body.adjunto_url
      ? await checkAttachment(tx, storage, actor, body.adjunto_url)
      : null;
    if (body.fecha_propuesta) await repo.replaceOpenProposals(tx, id);
    const lado = sideOf(actor);
    const idMensaje = await repo.insertMessage(tx, {
      id_proceso: id,
      id_autor: actor.id_usuario,
      lado,
      texto: body.texto,
      adjunto_url: body.adjunto_url ?? null,
      adjunto_nombre,
      fecha_propuesta: body.fecha_propuesta ?? null,
      propuesta_estado: body.fecha_propuesta ? 'abierta' : null,
      creado_en: now,
    });
    await recordAudit(tx, {
      actor: { id_usuario: actor.id_usuario },
      accion: 'mensaje',
      entidad: 'orden_linea',
      entidad_id: id,
      despues: {
        id_mensaje: idMensaje,
        adjunto: adjunto_nombre,
        fecha_propuesta: body.fecha_propuesta ?? null,
      },
    });
    await tellOtherSide(tx, process, lado, { fecha: body.fecha_propuesta }, now);
    return { message: messages.sent, id: idMensaje };
  });
}

/** The other side's open proposal becomes the line's start date, said in the conversation too. */
export async function acceptProposal(
  db: Database,
  actor: StaffPrincipal,
  id: number,
  idMensaje: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const process = await reachableProcess(tx, actor, id);
    const proposal = await repo.lockMessage(tx, id, idMensaje);
    if (!proposal?.fecha_propuesta) throw AppError.notFound(messages.messageNotFound);
    if (proposal.propuesta_estado !== 'abierta') throw AppError.conflict(messages.notOpen);
    const lado = sideOf(actor);
    if (proposal.lado === lado) throw AppError.conflict(messages.ownProposal);
    const fecha = proposal.fecha_propuesta;
    await repo.setProposalState(tx, idMensaje, 'aceptada');
    const before = await agreeStartDate(tx, id, fecha);
    await repo.insertMessage(tx, {
      id_proceso: id,
      id_autor: actor.id_usuario,
      lado,
      texto: messages.acceptedText(formatCalendarDay(fecha)),
      creado_en: now,
    });
    await recordAudit(tx, {
      actor: { id_usuario: actor.id_usuario },
      accion: 'aceptar_fecha',
      entidad: 'orden_linea',
      entidad_id: id,
      antes: { fecha_inicio: process.fecha_inicio, ...before },
      despues: {
        fecha_inicio: fecha,
        estado_solicitud: before?.estado_solicitud === 'rechazada' ? 'pendiente' : before?.estado_solicitud,
      },
    });
    await tellOtherSide(tx, process, lado, { aceptada: fecha }, now);
    return { message: messages.accepted(formatCalendarDay(fecha)) };
  });
}

export async function markConversationRead(db: Db, actor: StaffPrincipal, id: number, now = new Date()) {
  await reachableProcess(db, actor, id);
  await repo.markSeen(db, id, sideOf(actor), now);
  return { message: messages.read };
}

/** A short-lived link to a message's attachment, for someone who reaches the process. */
export async function attachmentLink(
  db: Db,
  storage: StorageProvider,
  actor: StaffPrincipal,
  id: number,
  idMensaje: number,
) {
  await reachableProcess(db, actor, id);
  const attachment = await repo.attachmentOf(db, id, idMensaje);
  const key = attachment && keyFromUrl(attachment.url);
  if (!key) throw AppError.notFound(messages.messageNotFound);
  return storage.signedUrl(key);
}
