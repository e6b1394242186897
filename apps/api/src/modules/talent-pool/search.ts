import { sql } from 'drizzle-orm';
import { bogotaToday } from '@portal/shared/bogota-time';
import type { PoolCandidate, PoolSearchQuery, PoolSearchResult } from '@portal/shared/talent-pool/search';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { poolCandidateColumns } from './candidate-columns.js';
import { drainPoolQueue } from './refresh.js';
import { poolConditions, relevance, searchWords } from './search-conditions.js';

const ORDER = {
  actividad: sql`p.ultima_actividad desc, p.id_candidato desc`,
  nombre: sql`p.nombre_orden, p.id_candidato`,
};

type Row = PoolCandidate & { total: number };

/**
 * One page of the pool and the count of everything that matches, in one statement over the pool's
 * indexed table (decision 0067). Staff of every group search the whole pool: it holds the profile
 * the agency is controller of, never documents, notes or application details.
 */
export async function searchPool(
  db: Db,
  query: PoolSearchQuery,
  today = bogotaToday(),
): Promise<PoolSearchResult> {
  await drainPoolQueue(db);
  const words = searchWords(query.q);
  const order =
    query.orden === 'relevancia'
      ? words.length
        ? sql`${relevance(words)} desc, p.ultima_actividad desc, p.id_candidato desc`
        : ORDER.actividad
      : ORDER[query.orden];
  const rows = await queryRows<Row>(
    db,
    sql`select ${poolCandidateColumns}, count(*) over ()::int as total
        from candidatos_pool p join candidatos c on c.id_candidato = p.id_candidato
        where ${poolConditions(query, today)}
        order by ${order}
        limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  return {
    total: rows[0]?.total ?? (query.page > 1 ? await countPool(db, query, today) : 0),
    page: query.page,
    page_size: query.page_size,
    candidatos: rows.map(({ total: _total, ...candidate }) => candidate),
  };
}

/** The count alone, for a page past the end (the window count has no row to ride on). */
async function countPool(db: Db, query: PoolSearchQuery, today: string) {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from candidatos_pool p where ${poolConditions(query, today)}`,
  );
  return row?.total ?? 0;
}

/** Every candidate the filters match, in batches by id (keyset), for the export: flat memory at any size. */
export async function* poolBatches(db: Db, query: PoolSearchQuery, batch = 1000, today = bogotaToday()) {
  await drainPoolQueue(db);
  let after = 0;
  for (;;) {
    const rows = await queryRows<PoolCandidate>(
      db,
      sql`select ${poolCandidateColumns}
          from candidatos_pool p join candidatos c on c.id_candidato = p.id_candidato
          where ${poolConditions(query, today)} and p.id_candidato > ${after}
          order by p.id_candidato limit ${batch}`,
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id_candidato;
    if (rows.length < batch) return;
  }
}
