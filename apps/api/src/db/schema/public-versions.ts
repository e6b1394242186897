import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per kind of public data, bumped by database triggers on every write to its tables (see
 * migration 0018): each API process compares it, in one primary-key read, before serving a public read
 * from its own cache, so a change made through any process is seen by all at once.
 */
export const versionesPublicas = pgTable('versiones_publicas', {
  nombre: text('nombre').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
