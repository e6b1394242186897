import { gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { PgDialect } from 'drizzle-orm/pg-core';
import { plannedRead, plannedRows, statementName } from './planned.js';
import { ciudades } from './schema/index.js';
import { queryRows } from './rows.js';

// Runs on PGlite by default and on PostgreSQL under `npm run test:pg`.
const textOf = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;
const citiesFrom = (first: number) =>
  sql`select id_ciudad, nombre_ciudad, now()::timestamptz as at from ciudades where id_ciudad >= ${first}
    order by id_ciudad limit 3`;

describe('plannedRows', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names a statement after its text: one name per text, whatever the values', () => {
    expect(statementName(textOf(citiesFrom(1)))).toBe(statementName(textOf(citiesFrom(500))));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
    expect(statementName('select 1')).toMatch(/^p_[0-9a-f]{24}$/);
  });

  it('answers what queryRows answers, with the same types, on every call', async () => {
    const db = t.database.db;
    const plain = await queryRows<{ id_ciudad: number; at: unknown }>(db, citiesFrom(1));
    for (const first of [1, 1, 1, 1, 1, 1, 1]) {
      const rows = await plannedRows<{ id_ciudad: number; at: unknown }>(db, citiesFrom(first));
      expect(rows.map((row) => row.id_ciudad)).toEqual(plain.map((row) => row.id_ciudad));
      expect(typeof rows[0]!.at).toBe(typeof plain[0]!.at);
    }
    const later = await plannedRows<{ id_ciudad: number }>(db, citiesFrom(plain[1]!.id_ciudad));
    expect(later[0]!.id_ciudad).toBe(plain[1]!.id_ciudad);
  });

  it('runs inside a transaction and sees its writes', async () => {
    let inside: { hits: number }[] = [];
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into identity_rate_limits (key, window_start, hits)
          values ('planned:tx', now(), 7)`);
        inside = await plannedRows(
          tx,
          sql`select hits from identity_rate_limits where key = ${'planned:tx'}`,
        );
        tx.rollback();
      })
      .catch(() => undefined);
    expect(inside).toEqual([{ hits: 7 }]);
    const [row] = await plannedRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from identity_rate_limits where key = ${'planned:tx'}`,
    );
    expect(row!.n).toBe(0);
  });

  it('leaves the statement prepared on the connection (PostgreSQL)', async (test) => {
    if (t.database.engine === 'pglite') test.skip();
    const query = sql`select count(*)::int as n from ciudades where id_ciudad > ${0}`;
    const name = statementName(textOf(query));
    const prepared = await t.database.db.transaction(async (tx) => {
      await plannedRows(tx, query);
      return queryRows<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where name = ${name}`,
      );
    });
    expect(prepared).toEqual([{ name }]);
  });

  it('builds a drizzle read once per handle, and runs it with each call’s values', async () => {
    let built = 0;
    const citiesAfter = plannedRead((db) => {
      built += 1;
      return db
        .select({ id: ciudades.id_ciudad })
        .from(ciudades)
        .where(gt(ciudades.id_ciudad, sql.placeholder('after')))
        .orderBy(ciudades.id_ciudad)
        .limit(2);
    });
    const db = t.database.db;
    const first = await citiesAfter(db, { after: 0 });
    const next = await citiesAfter(db, { after: first[0]!.id });
    expect(next[0]!.id).toBe(first[1]!.id);
    expect(await citiesAfter(db, { after: 0 })).toEqual(first);
    expect(built).toBe(1);
    // A transaction's handle is another: built again there, and sees the same rows.
    expect(await db.transaction((tx) => citiesAfter(tx, { after: 0 }))).toEqual(first);
    expect(built).toBe(2);
  });

  it('prepares a drizzle read under the name of its text (PostgreSQL)', async (test) => {
    if (t.database.engine === 'pglite') test.skip();
    const cities = (db: typeof t.database.db) =>
      db
        .select({ id: ciudades.id_ciudad })
        .from(ciudades)
        .where(gt(ciudades.id_ciudad, sql.placeholder('after')))
        .limit(2);
    const read = plannedRead(cities);
    const name = statementName(cities(t.database.db).toSQL().sql);
    const { rows, prepared } = await t.database.db.transaction(async (tx) => ({
      rows: await read(tx, { after: 0 }),
      prepared: await queryRows<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where name = ${name}`,
      ),
    }));
    expect(rows).toEqual(await cities(t.database.db).execute({ after: 0 }));
    expect(prepared).toEqual([{ name }]);
  });
});
