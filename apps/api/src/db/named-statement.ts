import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client.js';

type Row = Record<string, unknown>;
/** A statement parameter: filled by name on each call, or a constant written into the statement. */
type Slot = { name: string } | { value: unknown };

const dialect = new PgDialect();
const serialize = protocol.serialize;
/** SQLSTATE invalid_sql_statement_name: the connection lost the statement (DISCARD ALL, DEALLOCATE). */
const STATEMENT_GONE = '26000';

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
  private readonly preparedOn = new WeakSet<PGlite>();

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
    if (client instanceof PGlite) return this.onPglite(client, values);
    // node-postgres prepares a named statement once per pooled connection by itself.
    const result = await client.query<Row>({ name: this.name, text: this.text, values });
    return result.rows;
  }

  private async onPglite(client: PGlite, values: (string | null)[]): Promise<Row[]> {
    try {
      return await this.bindAndRun(client, values);
    } catch (error) {
      if ((error as { code?: string }).code !== STATEMENT_GONE) throw error;
      this.preparedOn.delete(client);
      return this.bindAndRun(client, values);
    }
  }

  /**
   * Parse once per connection, then bind, describe, execute and sync in one message. It waits for any
   * open transaction like `query` does (`_runExclusiveTransaction`), so it never lands inside another.
   */
  private bindAndRun(client: PGlite, values: (string | null)[]): Promise<Row[]> {
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        if (!this.preparedOn.has(client)) {
          await client.execProtocol(
            Buffer.concat([
              serialize.parse({ name: this.name, text: this.text, types: [] }),
              serialize.sync(),
            ]),
          );
          this.preparedOn.add(client);
        }
        const { messages } = await client.execProtocol(
          Buffer.concat([
            serialize.bind({ statement: this.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
        return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
      }),
    );
  }
}
