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

/** A drizzle query (`db.select()…`) that can be prepared under a name and run with placeholder values. */
export interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): PreparedRead<R>;
}
interface PreparedRead<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A hot drizzle read whose values are placeholders (`sql.placeholder('id')`), built once per database
 * handle and prepared under the name of its text; each call only fills the values and runs it.
 * Building a query with drizzle costs the API more CPU than PostgreSQL's run of these reads (profile
 * in decision 0080). A transaction's handle builds its own the first time it runs one.
 */
export function plannedRead<R>(
  build: (db: Db) => Preparable<R>,
): (db: Db, values?: Record<string, unknown>) => Promise<R> {
  const prepared = new WeakMap<Db, PreparedRead<R>>();
  return (db, values) => {
    let read = prepared.get(db);
    if (!read) {
      const query = build(db);
      read = query.prepare(statementName(query.toSQL().sql));
      prepared.set(db, read);
    }
    return read.execute(values);
  };
}
