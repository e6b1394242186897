import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

/** A table of the portal's schema and the columns a backup carries (generated ones are recomputed). */
export interface TableInfo {
  name: string;
  columns: string[];
}

/** Quotes a name the catalog gave us, for SQL built from it. */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the `public` schema, parents before the tables whose foreign keys point at them, so
 * a restore inserts in this order with every constraint checked. Ties go alphabetically, so two
 * databases with the same schema give the same order.
 */
export async function listTables(db: Db): Promise<TableInfo[]> {
  const tables = await queryRows<TableInfo>(
    db,
    sql`select c.table_name as name, json_agg(c.column_name::text order by c.ordinal_position) as columns
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        group by c.table_name order by c.table_name`,
  );
  const links = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname::text as child, parent.relname::text as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  return parentsFirst(tables, links);
}

function parentsFirst(tables: TableInfo[], links: { child: string; parent: string }[]): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let pending = tables;
  while (pending.length > 0) {
    const ready = pending.filter((table) =>
      links.every((link) => link.child !== table.name || placed.has(link.parent)),
    );
    // A cycle of foreign keys would need deferred constraints; the schema has none, so say it loudly.
    if (ready.length === 0)
      throw new Error(`ciclo de claves foráneas entre ${pending.map((t) => t.name).join(', ')}`);
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
    pending = pending.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

export interface SequenceValue {
  name: string;
  value: string | null;
}

/** Where each sequence of `public` stands (null: never used), so a restore continues the numbering. */
export const listSequences = (db: Db) =>
  queryRows<SequenceValue>(
    db,
    sql`select sequencename::text as name, last_value::text as value
        from pg_sequences where schemaname = 'public' order by sequencename`,
  );
