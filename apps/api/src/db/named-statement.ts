import type { PGlite } from '@electric-sql/pglite';
import { Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client.js';

type Row = Record<string, unknown>;
/** A statement parameter: filled by name on each call, or a constant written into the statement. */
type Slot = { name: string } | { value: unknown };

const dialect = new PgDialect();

/** Text-format parameter, as PostgreSQL reads it; the statement's casts give it its type. */
const toText = (value: unknown): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : String(value);

/**
 * A hot raw statement parsed and planned once per connection, then only bound and executed. Drizzle's
 * `execute` and PGlite's `query` parse, describe and plan the text on every call; for the multi-CTE
 * sign-in statements that costs about three times the execution itself (docs/decisions/0008).
 * Write it with drizzle's `sql`, naming each varying value with `sql.placeholder(...)`.
 */
export class NamedStatement<Name extends string> {
  private readonly text: string;
  private readonly slots: Slot[];

  constructor(
    private readonly name: string,
    query: SQL,
  ) {
    const { sql, params } = dialect.sqlToQuery(query);
    this.text = sql;
    this.slots = params.map((param) =>
      param instanceof Placeholder ? { name: param.name } : { value: param },
    );
  }

  private values(input: Record<Name, unknown>): (string | null)[] {
    return this.slots.map((slot) => {
      if (!('name' in slot)) return toText(slot.value);
      if (!Object.hasOwn(input, slot.name)) throw new Error(`${this.name}: falta el valor de ${slot.name}`);
      return toText(input[slot.name as Name]);
    });
  }

  /** The rows, typed by the driver's parsers (timestamps as Date, booleans as boolean). */
  async rows(db: Database, input: Record<Name, unknown>): Promise<Row[]> {
    // A transaction's handle passes for a Database in TypeScript, but this runs on the pool's client.
    if (db instanceof PgTransaction) throw new Error(`${this.name}: no corre dentro de una transacción`);
    const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
    const values = this.values(input);
    // PGlite's binding is loaded only where PGlite is the engine (decision 0069).
    if ('execProtocol' in client)
      return (await import('./pglite-statement.js')).rowsOnPglite(client, this.name, this.text, values);
    // node-postgres prepares a named statement once per pooled connection by itself.
    const result = await client.query<Row>({ name: this.name, text: this.text, values });
    return result.rows;
  }
}
