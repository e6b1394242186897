import { sql, type SQL } from 'drizzle-orm';
import { bogotaToday } from '@portal/shared/bogota-time';
import type { PoolCandidate, PoolSearchQuery, PoolSearchResult } from '@portal/shared/talent-pool/search';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { poolCandidateColumns } from './candidate-columns.js';
import { drainPoolQueue } from './refresh.js';
import { poolConditions, relevanceTiers, searchTerms } from './search-conditions.js';

/** The table's orders over the rows of `alias` (by relevance: within each tier, by activity). */
const ORDER = {
  actividad: (alias: string) => sql.raw(`${alias}.ultima_actividad desc, ${alias}.id_candidato desc`),
  nombre: (alias: string) => sql.raw(`${alias}.nombre_orden, ${alias}.id_candidato`),
};

/**
 * Up to this many matches are read whole and sorted; past it, the page is found walking the index of
 * its order and filtering, which stops as soon as the page is full. Deciding on the count (not on the
 * planner's estimate) keeps a rare set from walking the whole index and a broad one from being sorted.
 */
const SORT_AT_MOST = 5000;

interface Slice {
  /** The rows: the search's conditions and, by relevance, those of one tier. */
  where: SQL;
  size: number;
  offset: number;
  limit: number;
  nivel: number;
}

/** The ids of one slice of the page, in its order (`nivel`: its tier, 0 unless by relevance). */
function sliceIds({ where, size, offset, limit, nivel }: Slice, order: (alias: string) => SQL) {
  const columns = sql`p.id_candidato, p.ultima_actividad, p.nombre_orden, ${nivel}::int as nivel`;
  const page = sql`order by ${order('p')} limit ${limit} offset ${offset}`;
  // offset 0 keeps the subquery apart from the order: every match is read (through the filters'
  // indexes), then sorted. Without it the planner may walk the index of the order instead.
  return size <= SORT_AT_MOST
    ? sql`(select * from (select ${columns} from candidatos_pool p where ${where} offset 0) p ${page})`
    : sql`(select ${columns} from candidatos_pool p where ${where} ${page})`;
}

/**
 * One page of the pool and the count of everything that matches, over the pool's indexed table
 * (decision 0067). Staff of every group search the whole pool: it holds the profile the agency is
 * controller of, never documents, notes or application details. The count comes first (by
 * relevance, per tier); it says which slices the page takes, read on the pool alone, and only the
 * page's rows are joined and described.
 */
export async function searchPool(
  db: Db,
  query: PoolSearchQuery,
  today = bogotaToday(),
): Promise<PoolSearchResult> {
  await drainPoolQueue(db);
  const terms = await searchTerms(db, query.q);
  const where = poolConditions(query, today, terms);
  // By relevance the count is split by tier; in the other orders everything is one tier.
  const tiers = query.orden === 'relevancia' && terms.length > 0 ? relevanceTiers(terms) : [sql`true`];
  const [counts] = await queryRows<{ total: number; tiers: number[] }>(
    db,
    sql`select count(*)::int as total,
          array[${sql.join(
            tiers.map((tier) => sql`count(*) filter (where ${tier})::int`),
            sql`, `,
          )}] as tiers
        from candidatos_pool p where ${where}`,
  );
  const offset = (query.page - 1) * query.page_size;
  const slices: Slice[] = [];
  let start = 0;
  for (const [nivel, size] of counts!.tiers.entries()) {
    const from = Math.max(offset, start);
    const to = Math.min(offset + query.page_size, start + size);
    if (to > from)
      slices.push({
        where: sql`${where} and ${tiers[nivel]!}`,
        size,
        offset: from - start,
        limit: to - from,
        nivel,
      });
    start += size;
  }
  const order = query.orden === 'nombre' ? ORDER.nombre : ORDER.actividad;
  const candidatos =
    slices.length === 0
      ? []
      : await queryRows<PoolCandidate>(
          db,
          sql`select ${poolCandidateColumns}
              from (${sql.join(
                slices.map((slice) => sliceIds(slice, order)),
                sql` union all `,
              )}) page
              join candidatos_pool p on p.id_candidato = page.id_candidato
              join candidatos c on c.id_candidato = p.id_candidato
              order by page.nivel, ${order('page')}`,
        );
  return { total: counts!.total, page: query.page, page_size: query.page_size, candidatos };
}

/** Every candidate the filters match, in batches by id (keyset), for the export: flat memory at any size. */
export async function* poolBatches(db: Db, query: PoolSearchQuery, batch = 1000, today = bogotaToday()) {
  await drainPoolQueue(db);
  const where = poolConditions(query, today, await searchTerms(db, query.q));
  let after = 0;
  for (;;) {
    const rows = await queryRows<PoolCandidate>(
      db,
      sql`select ${poolCandidateColumns}
          from candidatos_pool p join candidatos c on c.id_candidato = p.id_candidato
          where ${where} and p.id_candidato > ${after}
          order by p.id_candidato limit ${batch}`,
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id_candidato;
    if (rows.length < batch) return;
  }
}
