import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ConversationSide, ProposalState } from '@portal/shared/conversations';
import type { Db } from '../../db/client.js';
import { mensajesProceso, usuarios } from '../../db/schema/index.js';

export type NewMessage = typeof mensajesProceso.$inferInsert;

/** A process's messages, oldest first, with their author's name. */
export function messagesOf(db: Db, idProceso: number) {
  return db
    .select({
      id: mensajesProceso.id_mensaje,
      lado: mensajesProceso.lado,
      id_autor: mensajesProceso.id_autor,
      autor: sql<string>`trim(${usuarios.primer_nombre} || ' ' || coalesce(${usuarios.primer_apellido}, ''))`,
      texto: mensajesProceso.texto,
      creado_en: mensajesProceso.creado_en,
      leido_en: mensajesProceso.leido_en,
      adjunto_nombre: mensajesProceso.adjunto_nombre,
      fecha_propuesta: mensajesProceso.fecha_propuesta,
      propuesta_estado: mensajesProceso.propuesta_estado,
    })
    .from(mensajesProceso)
    .innerJoin(usuarios, eq(usuarios.id_usuario, mensajesProceso.id_autor))
    .where(eq(mensajesProceso.id_proceso, idProceso))
    .orderBy(asc(mensajesProceso.id_mensaje));
}

export async function insertMessage(db: Db, message: NewMessage) {
  const [row] = await db
    .insert(mensajesProceso)
    .values(message)
    .returning({ id: mensajesProceso.id_mensaje });
  return row!.id;
}

/** One message of the process, locked until the transaction ends. */
export async function lockMessage(db: Db, idProceso: number, idMensaje: number) {
  const [row] = await db
    .select()
    .from(mensajesProceso)
    .where(and(eq(mensajesProceso.id_proceso, idProceso), eq(mensajesProceso.id_mensaje, idMensaje)))
    .for('update');
  return row;
}

export async function setProposalState(db: Db, idMensaje: number, estado: ProposalState) {
  await db
    .update(mensajesProceso)
    .set({ propuesta_estado: estado })
    .where(eq(mensajesProceso.id_mensaje, idMensaje));
}

/** A new proposal replaces every one still open in the process, whoever made it. */
export async function replaceOpenProposals(db: Db, idProceso: number) {
  await db
    .update(mensajesProceso)
    .set({ propuesta_estado: 'reemplazada' })
    .where(and(eq(mensajesProceso.id_proceso, idProceso), eq(mensajesProceso.propuesta_estado, 'abierta')));
}

/** The other side's messages this side had not seen are seen now; answers how many. */
export async function markSeen(db: Db, idProceso: number, reader: ConversationSide, now: Date) {
  const rows = await db
    .update(mensajesProceso)
    .set({ leido_en: now })
    .where(
      and(
        eq(mensajesProceso.id_proceso, idProceso),
        ne(mensajesProceso.lado, reader),
        isNull(mensajesProceso.leido_en),
      ),
    )
    .returning({ id: mensajesProceso.id_mensaje });
  return rows.length;
}

/** The attachment of one message of the process, if it has one. */
export async function attachmentOf(db: Db, idProceso: number, idMensaje: number) {
  const [row] = await db
    .select({ url: mensajesProceso.adjunto_url, nombre: mensajesProceso.adjunto_nombre })
    .from(mensajesProceso)
    .where(and(eq(mensajesProceso.id_proceso, idProceso), eq(mensajesProceso.id_mensaje, idMensaje)));
  return row?.url ? { url: row.url, nombre: row.nombre ?? 'adjunto' } : undefined;
}
