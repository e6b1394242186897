import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { systemMessages } from '@portal/shared/messages';
import { migrationsFolder, type Database, type Db } from './client.js';
import { queryRows } from './rows.js';

interface JournalEntry {
  tag: string;
  when: number;
}

let journal: JournalEntry[] | undefined;

/** The migrations this build ships (drizzle-kit's journal), read once. */
export function shippedMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/**
 * What drizzle's migrations table says: how many were applied and the name of the newest. The table
 * keeps a hash and the journal's `when`, not the name, so the name comes from the journal; a
 * migration this build does not know (a newer build migrated the database) shows its timestamp.
 */
export async function appliedMigrations(db: Database): Promise<{ applied: number; latest: string | null }> {
  const result = await db.execute(
    sql`select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const [row] = (result as unknown as { rows: { applied: number; latest: string | null }[] }).rows;
  if (!row?.latest) return { applied: row?.applied ?? 0, latest: null };
  const when = Number(row.latest);
  const known = shippedMigrations().find((entry) => entry.when === when);
  return {
    applied: row.applied,
    latest: known?.tag ?? systemMessages.unknownMigration(new Date(when).toISOString()),
  };
}

/** The applied migrations by tag, oldest first (a backup records them; a restore compares them). */
export async function appliedMigrationTags(db: Db): Promise<string[]> {
  const rows = await queryRows<{ applied_at: string }>(
    db,
    sql`select created_at::text as applied_at from drizzle.__drizzle_migrations order by id`,
  );
  return rows.map(
    ({ applied_at }) =>
      shippedMigrations().find((entry) => entry.when === Number(applied_at))?.tag ??
      `desconocida-${applied_at}`,
  );
}
