/** Rows per query of an export: big enough to amortise a round trip, small enough to hold twice. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * Every row of a query, `limit` at a time by keyset: `page` gets the last row of the batch before
 * (undefined at first) and answers the rows after it in the key's order, at most `limit`. Each batch
 * is its own statement outside any transaction, so a slow download holds no connection between them
 * (and no statement runs into the 30 s statement timeout). Works the same on PGlite and PostgreSQL.
 */
export async function* keysetBatches<Row>(
  page: (after: Row | undefined, limit: number) => Promise<Row[]>,
  limit = EXPORT_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await page(after, limit);
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    after = rows.at(-1);
  }
}

/** Each batch through `map` (rows to report cells, a filter, names looked up for the batch). */
export async function* mapBatches<Row, Out>(
  batches: AsyncIterable<Row[]>,
  map: (rows: Row[]) => Out[] | Promise<Out[]>,
): AsyncGenerator<Out[]> {
  for await (const rows of batches) {
    const out = await map(rows);
    if (out.length > 0) yield out;
  }
}
