import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column in ('a', 'b', …)` from a list the rest of the code already uses, so a CHECK constraint
 * names the same values as the shared constant instead of a copy of them. The values are code
 * constants, never input: written as SQL literals, as a hand-written check would be.
 */
export const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
