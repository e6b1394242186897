import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { VISIBLE_TO_CANDIDATE } from '@portal/shared/applications/note-audience';
import type { Db } from '../../db/client.js';
import { auditoria } from '../../db/schema/index.js';

export interface AuditFilter {
  entidad?: string;
  entidad_id?: string;
  id_usuario?: number;
  desde?: Date;
  hasta?: Date;
  before_id?: number;
  limit: number;
}

/** Newest first, keyset-paginated by id so a long log pages in constant time. */
export function listAudit(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.entidad) conditions.push(eq(auditoria.entidad, filter.entidad));
  if (filter.entidad_id) conditions.push(eq(auditoria.entidad_id, filter.entidad_id));
  if (filter.id_usuario) conditions.push(eq(auditoria.id_usuario, filter.id_usuario));
  if (filter.desde) conditions.push(gte(auditoria.created_at, filter.desde));
  if (filter.hasta) conditions.push(lt(auditoria.created_at, filter.hasta));
  if (filter.before_id) conditions.push(lt(auditoria.id, filter.before_id));
  return db
    .select()
    .from(auditoria)
    .where(and(...conditions))
    .orderBy(desc(auditoria.id))
    .limit(filter.limit);
}

/** Openings of one candidate's documents (by staff or a company user), newest first. */
export function listDocumentOpenings(db: Db, candidateId: number, limit: number) {
  return db
    .select({
      id_usuario: auditoria.id_usuario,
      despues: auditoria.despues,
      created_at: auditoria.created_at,
    })
    .from(auditoria)
    .where(
      and(
        eq(auditoria.entidad, 'documento'),
        eq(auditoria.accion, 'abrir'),
        sql`${auditoria.despues}->>'id_candidato' = ${String(candidateId)}`,
      ),
    )
    .orderBy(desc(auditoria.id))
    .limit(limit);
}

/**
 * A change as its candidate may read it (decision 0056): a note or comment not shared with them
 * (`audiencia`, internal when absent, as in rows older than it) is left out in the query.
 */
const forCandidate = (change: AnyColumn) => {
  const shared = sql.join(
    VISIBLE_TO_CANDIDATE.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql<unknown>`case when coalesce(${change}->>'audiencia', 'interna') in (${shared}) then ${change}
    else ${change} - 'nota' - 'comentario' - 'motivo' end`;
};

/**
 * Every row about any of these records (through the entidad index), oldest first, for the candidate's
 * own export: the notes the agency kept from them stay out.
 */
export function listAuditOfRecords(db: Db, records: Partial<Record<string, number[]>>) {
  const about = Object.entries(records).flatMap(([entidad, ids]) =>
    ids?.length ? [and(eq(auditoria.entidad, entidad), inArray(auditoria.entidad_id, ids.map(String)))] : [],
  );
  if (about.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...getTableColumns(auditoria),
      antes: forCandidate(auditoria.antes),
      despues: forCandidate(auditoria.despues),
    })
    .from(auditoria)
    .where(or(...about))
    .orderBy(asc(auditoria.id));
}
