import type { Database } from './client.js';

/**
 * Builds a prepared query once per database handle. Drizzle otherwise rebuilds the SQL text on every
 * call, which costs more than the query itself for small hot lookups (see bench:api).
 */
export function preparedQuery<T>(build: (db: Database) => T): (db: Database) => T {
  const cache = new WeakMap<Database, T>();
  return (db) => {
    let query = cache.get(db);
    if (query === undefined) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
