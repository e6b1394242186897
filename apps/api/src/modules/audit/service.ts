/**
 * The audit trail's write side: every module records its changes here, in the change's transaction.
 * Reading the trail (which joins every module's tables) is the audit-log module's job, so this module
 * imports no other module and any module may import it.
 */
import type { Db } from '../../db/client.js';
import { insertAudit } from './repository.js';

/** Who acted: a staff or company user, a candidate (by document), or the system itself. */
export type AuditActor = { id_usuario: number } | { candidato: string } | 'sistema';

export interface AuditEntry {
  actor: AuditActor;
  accion: string;
  entidad: string;
  entidad_id: string | number;
  antes?: unknown;
  despues?: unknown;
}

const actorLabel = (actor: AuditActor) =>
  actor === 'sistema'
    ? 'sistema'
    : 'id_usuario' in actor
      ? `usuario:${actor.id_usuario}`
      : `candidato:${actor.candidato}`;

const toRow = (entry: AuditEntry) => ({
  id_usuario: typeof entry.actor === 'object' && 'id_usuario' in entry.actor ? entry.actor.id_usuario : null,
  actor: actorLabel(entry.actor),
  accion: entry.accion,
  entidad: entry.entidad,
  entidad_id: String(entry.entidad_id),
  antes: entry.antes ?? null,
  despues: entry.despues ?? null,
});

/** Appends audit rows; pass the transaction of the change, so the log never disagrees with it. */
export async function recordAudit(db: Db, ...entries: AuditEntry[]) {
  if (entries.length) await insertAudit(db, entries.map(toRow));
}

/**
 * A download of a staff list with personal data (decision 0068): who, which list (`usuarios`,
 * `postulaciones`…), the format and the filters set (empty ones say nothing). Recorded before the
 * file streams, so a download cut half-way is on record too.
 */
export function recordExport(db: Db, actor: AuditActor, lista: string, formato: string, filters: object) {
  const filtros = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== '' && value !== undefined),
  );
  return recordAudit(db, {
    actor,
    accion: 'exportar',
    entidad: 'exportacion',
    entidad_id: lista,
    despues: { formato, filtros },
  });
}
