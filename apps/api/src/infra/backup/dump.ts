import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { Checksum } from './checksum.js';
import type { Manifest } from './manifest.js';
import { listSequences, listTables, quoteName, type TableInfo } from './tables.js';

const ROWS_PER_FETCH = 500;

export interface DumpedTable {
  info: Manifest['tables'][number];
  /** The temporary file holding its rows, one JSON object a line. */
  path: string;
}

/**
 * Writes every table to `folder` as JSON lines, all read in ONE repeatable-read, read-only transaction:
 * the copy is one instant of the database, however long it takes, while the portal keeps writing.
 * Rows are fetched by a cursor a few hundred at a time, so memory does not grow with the tables.
 */
export function dumpDatabase(
  db: Database,
  folder: string,
): Promise<{ tables: DumpedTable[]; sequences: Manifest['sequences'] }> {
  return db.transaction(
    async (tx) => {
      const tables: DumpedTable[] = [];
      for (const [position, table] of (await listTables(tx)).entries()) {
        const path = join(folder, `${position}.jsonl`);
        tables.push({ path, info: await dumpTable(tx, table, path) });
      }
      return { tables, sequences: await listSequences(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(tx: Transaction, table: TableInfo, path: string): Promise<DumpedTable['info']> {
  const columns = table.columns.map(quoteName).join(', ');
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for ` +
        `select row_to_json(r)::text as line from (select ${columns} from ${quoteName(table.name)}) r`,
    ),
  );
  let rows = 0;
  async function* lines() {
    for (;;) {
      const batch = await queryRows<{ line: string }>(
        tx,
        sql.raw(`fetch ${ROWS_PER_FETCH} from backup_rows`),
      );
      if (batch.length === 0) return;
      rows += batch.length;
      yield batch.map((row) => `${row.line}\n`).join('');
    }
  }
  const checksum = new Checksum();
  await pipeline(Readable.from(checksum.tap(lines())), createWriteStream(path));
  await tx.execute(sql.raw('close backup_rows'));
  return { name: table.name, columns: table.columns, rows, ...checksum.result() };
}
