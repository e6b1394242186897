import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per kind of public data, bumped by database triggers on every write to its tables and
 * announced by NOTIFY (migrations 0018, 0020): each API process keeps it in memory and compares it
 * before serving a public read from its own cache (decisions 0033, 0040).
 */
export const versionesPublicas = pgTable('versiones_publicas', {
  nombre: text('nombre').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
