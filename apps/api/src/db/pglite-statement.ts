import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type Row = Record<string, unknown>;
const serialize = protocol.serialize;
/** SQLSTATE invalid_sql_statement_name: the connection lost the statement (DISCARD ALL, DEALLOCATE). */
const STATEMENT_GONE = '26000';
/** The statement names each PGlite instance has parsed. */
const preparedOn = new WeakMap<PGlite, Set<string>>();

/**
 * A named statement on PGlite (named-statement.ts), loaded only where PGlite is the engine: parsed once
 * per instance, then bound, described, executed and synced in one message. It waits for any open
 * transaction like `query` does (`_runExclusiveTransaction`), so it never lands inside another.
 */
export async function rowsOnPglite(
  client: PGlite,
  name: string,
  text: string,
  values: (string | null)[],
): Promise<Row[]> {
  try {
    return await bindAndRun(client, name, text, values);
  } catch (error) {
    if ((error as { code?: string }).code !== STATEMENT_GONE) throw error;
    preparedOn.get(client)?.delete(name);
    return bindAndRun(client, name, text, values);
  }
}

function bindAndRun(client: PGlite, name: string, text: string, values: (string | null)[]): Promise<Row[]> {
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      const prepared = preparedOn.get(client) ?? new Set<string>();
      preparedOn.set(client, prepared);
      if (!prepared.has(name)) {
        await client.execProtocol(
          Buffer.concat([serialize.parse({ name, text, types: [] }), serialize.sync()]),
        );
        prepared.add(name);
      }
      const { messages } = await client.execProtocol(
        Buffer.concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
    }),
  );
}
