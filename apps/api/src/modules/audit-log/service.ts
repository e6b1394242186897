/**
 * The audit trail's read side: the log for staff, a candidate's own records for their export, and who
 * opened a candidate's documents. It reads other modules' tables and rules (scope.ts); they record
 * through the audit module and never import this one back.
 */
import type { Db } from '../../db/client.js';
import type { AuditEntity } from '@portal/shared/audit';
import { companyName, userNames } from '../users/companies/agency-contacts.js';
import { listAudit, listAuditOfRecords, listDocumentOpenings, type AuditFilter } from './repository.js';

/** Fields of a logged record that hold a user's id (who reviewed a document): read as their name. */
const USER_ID_FIELDS = ['revisado_por'] as const;

const userIdsIn = (side: unknown) =>
  side && typeof side === 'object'
    ? USER_ID_FIELDS.map((field) => (side as Record<string, unknown>)[field]).filter(
        (value): value is number => typeof value === 'number',
      )
    : [];

/** A logged record with each user id field holding that user's name (the id when none is known). */
function withUserNames(side: unknown, names: Map<number, string>) {
  if (userIdsIn(side).length === 0) return side;
  const named = { ...(side as Record<string, unknown>) };
  for (const field of USER_ID_FIELDS) {
    const id = named[field];
    if (typeof id === 'number') named[field] = names.get(id) ?? `Usuario N.º ${id}`;
  }
  return named;
}

/** Each row with the names of the user who acted and of those it names (one more query for all). */
async function withActorNames(db: Db, rows: Awaited<ReturnType<typeof listAudit>>) {
  const ids = new Set(rows.flatMap((row) => (row.id_usuario === null ? [] : [row.id_usuario])));
  for (const row of rows) for (const id of [...userIdsIn(row.antes), ...userIdsIn(row.despues)]) ids.add(id);
  const names = await userNames(db, [...ids]);
  return rows.map((row) => ({
    ...row,
    antes: withUserNames(row.antes, names),
    despues: withUserNames(row.despues, names),
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

const DAY_MS = 24 * 60 * 60 * 1000;
const colombianMidnight = (day: string) => new Date(`${day}T00:00:00-05:00`);

/** The log's filters from its query: `desde` and `hasta` are Colombian days, `hasta` inclusive. */
export const auditFilterOf = <Q extends { desde?: string; hasta?: string }>(query: Q) => ({
  ...query,
  desde: query.desde ? colombianMidnight(query.desde) : undefined,
  hasta: query.hasta ? new Date(colombianMidnight(query.hasta).getTime() + DAY_MS) : undefined,
});

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
