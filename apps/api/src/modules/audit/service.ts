import type { Db } from '../../db/client.js';
import type { AuditEntity } from '@portal/shared/audit';
import { companyName, userNames } from '../users/agency-contacts.js';
import {
  insertAudit,
  listAudit,
  listAuditOfRecords,
  listDocumentOpenings,
  type AuditFilter,
} from './repository.js';

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

/** Each row with the name of the user who acted (one more query for all of them). */
async function withActorNames(db: Db, rows: Awaited<ReturnType<typeof listAudit>>) {
  const ids = [...new Set(rows.flatMap((row) => (row.id_usuario === null ? [] : [row.id_usuario])))];
  const names = await userNames(db, ids);
  return rows.map((row) => ({
    ...row,
    actor_nombre: row.id_usuario === null ? null : (names.get(row.id_usuario) ?? null),
    created_at: row.created_at.toISOString(),
  }));
}

/**
 * Who opened a candidate's documents and when, for the candidate (Ley 1581, art. 8 lit. c: to know
 * how the data was used): the person, and the company they opened it for or the agency.
 */
export async function documentOpeningsOf(db: Db, candidateId: number) {
  const rows = await listDocumentOpenings(db, candidateId, 200);
  const names = await userNames(db, [...new Set(rows.flatMap((row) => row.id_usuario ?? []))]);
  const companies = new Map<number, string>();
  for (const row of rows) {
    const id = (row.despues as { id_empresa?: number } | null)?.id_empresa;
    if (id && !companies.has(id)) companies.set(id, await companyName(db, id));
  }
  return rows.map((row) => {
    const after = (row.despues ?? {}) as { tipo?: string; id_empresa?: number };
    return {
      fecha: row.created_at.toISOString(),
      quien: (row.id_usuario !== null && names.get(row.id_usuario)) || 'Personal de la agencia',
      para: after.id_empresa ? (companies.get(after.id_empresa) ?? null) : null,
      documento: after.tipo ?? 'Documento',
    };
  });
}

/** A page of the log, each row with the name of the user who acted. */
export async function auditTrail(db: Db, filter: AuditFilter) {
  return withActorNames(db, await listAudit(db, filter));
}

/**
 * For a candidate's data export: what the log says about their own records (ids by entity, e.g.
 * their applications and documents), oldest first, with who acted.
 */
export async function auditOfRecords(db: Db, records: Partial<Record<AuditEntity, number[]>>) {
  return withActorNames(db, await listAuditOfRecords(db, records));
}
