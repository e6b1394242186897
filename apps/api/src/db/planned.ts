import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * A hot read whose SQL text varies only by a few shapes (scope, filter), run as a named statement
 * named after its text: each pooled connection parses and plans it once, then only binds and runs
 * it. On these machines PostgreSQL's parse and plan of a screen's query cost 3–10 times its run
 * (decision 0076). Only for call sites with a bounded set of texts: every distinct text stays
 * prepared on each connection until the connection closes.
 */

const dialect = new PgDialect();
const names = new Map<string, string>();

/** The statement's name: the same text always gets the same name, so no two texts share one. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Like `queryRows`, through drizzle's own session (same type parsers, inside a transaction too),
 * but named: see above. PGlite ignores the name and runs it as `execute` would.
 */
export async function plannedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

/** A drizzle query (`db.select()…`) that can be prepared under a name and run. */
interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}

/** The same for a drizzle query: prepared under the name of its text, then run. */
export const plannedQuery = <R>(query: Preparable<R>): Promise<R> =>
  query.prepare(statementName(query.toSQL().sql)).execute();
