import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { Checksum } from './checksum.js';
import type { Manifest } from './manifest.js';
import { listTables, quoteName } from './tables.js';
import { BackupError } from './errors.js';

const ROWS_PER_INSERT = 500;
const BYTES_PER_INSERT = 4 * 1024 * 1024;

/**
 * Empties the freshly migrated schema (migrations insert a few rows of their own) and switches off
 * the tables' own triggers while loading: the rows arrive as they were, counters included.
 */
export async function prepareTables(tx: Transaction): Promise<void> {
  const names = (await listTables(tx)).map((table) => quoteName(table.name));
  if (names.length === 0) return;
  await tx.execute(sql.raw(`truncate ${names.join(', ')}`));
  for (const name of names) await tx.execute(sql.raw(`alter table ${name} disable trigger user`));
}

export async function enableTriggers(tx: Transaction): Promise<void> {
  for (const table of await listTables(tx)) {
    await tx.execute(sql.raw(`alter table ${quoteName(table.name)} enable trigger user`));
  }
}

/** Inserts one table's JSON lines in batches, then checks its row count and checksum. */
export async function loadTable(
  tx: Transaction,
  table: Manifest['tables'][number],
  entry: AsyncIterable<Uint8Array>,
): Promise<void> {
  const columns = table.columns.map(quoteName).join(', ');
  const insert = (lines: string[]) =>
    tx.execute(
      sql`${sql.raw(`insert into ${quoteName(table.name)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${quoteName(table.name)}, `)}${`[${lines.join(',')}]`}::json)`,
    );
  const checksum = new Checksum();
  let batch: string[] = [];
  let batchBytes = 0;
  let rows = 0;
  for await (const line of createInterface({
    input: Readable.from(checksum.tap(entry)),
    crlfDelay: Infinity,
  })) {
    if (line === '') continue;
    batch.push(line);
    batchBytes += line.length;
    rows += 1;
    if (batch.length >= ROWS_PER_INSERT || batchBytes >= BYTES_PER_INSERT) {
      await insert(batch);
      batch = [];
      batchBytes = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
  const { sha256 } = checksum.result();
  if (rows !== table.rows || sha256 !== table.sha256) throw BackupError.damaged(`la tabla ${table.name}`);
}

/** Continues each sequence where the copied database left it. */
export async function restoreSequences(tx: Transaction, sequences: Manifest['sequences']): Promise<void> {
  for (const sequence of sequences) {
    const name = `public.${quoteName(sequence.name)}`;
    if (sequence.value === null) await tx.execute(sql`select setval(${name}::regclass, 1, false)`);
    else await tx.execute(sql`select setval(${name}::regclass, ${sequence.value}::bigint, true)`);
  }
}
