import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { NamedStatement } from './named-statement.js';

// Runs on PGlite by default and on PostgreSQL under `npm run test:pg`: both paths of `rows`.
const param = sql.placeholder;

const upsertHits = new NamedStatement<'key' | 'at'>(
  'test_upsert_hits',
  sql`insert into identity_rate_limits (key, window_start, hits)
    values (${param('key')}, ${param('at')}::timestamptz, ${1})
    on conflict (key) do update set hits = identity_rate_limits.hits + 1
    returning key, hits, window_start, hits > ${1} as repeated`,
);

const failsOnDuplicate = new NamedStatement<'key'>(
  'test_fails_on_duplicate',
  sql`insert into identity_rate_limits (key, window_start, hits) values (${param('key')}, now(), 1)
    returning hits`,
);

describe('NamedStatement', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills placeholders by name, keeps constants, and parses the result types', async () => {
    const at = new Date('2026-11-21T10:00:00.000Z');
    const first = await upsertHits.rows(t.database.db, { key: 'named:a', at });
    const second = await upsertHits.rows(t.database.db, { key: 'named:a', at });
    expect(first).toEqual([{ key: 'named:a', hits: 1, window_start: at, repeated: false }]);
    expect(second).toEqual([{ key: 'named:a', hits: 2, window_start: at, repeated: true }]);
  });

  it('refuses a call that leaves a placeholder without a value', async () => {
    await expect(upsertHits.rows(t.database.db, { key: 'named:b' } as never)).rejects.toThrow(
      'test_upsert_hits: falta el valor de at',
    );
  });

  it('reports a failed execution and keeps working afterwards', async () => {
    await failsOnDuplicate.rows(t.database.db, { key: 'named:dup' });
    await expect(failsOnDuplicate.rows(t.database.db, { key: 'named:dup' })).rejects.toMatchObject({
      code: '23505',
    });
    expect(await failsOnDuplicate.rows(t.database.db, { key: 'named:other' })).toEqual([{ hits: 1 }]);
  });

  // PGlite only: node-postgres keeps its own list of prepared names per connection, and nothing in
  // the portal runs DEALLOCATE or DISCARD on a pooled connection.
  it('prepares again when PGlite forgot its statements', async (test) => {
    if (t.database.engine !== 'pglite') test.skip();
    const at = new Date('2026-11-21T11:00:00.000Z');
    await upsertHits.rows(t.database.db, { key: 'named:c', at });
    await t.database.db.execute(sql`deallocate all`);
    const rows = await upsertHits.rows(t.database.db, { key: 'named:c', at });
    expect(rows[0]).toMatchObject({ hits: 2 });
  });

  it('waits for an open transaction instead of running inside it', async () => {
    const at = new Date('2026-11-21T12:00:00.000Z');
    let outside: Promise<unknown> | undefined;
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into identity_rate_limits (key, window_start, hits)
          values ('named:tx', now(), 100)`);
        outside = upsertHits.rows(t.database.db, { key: 'named:outside', at });
        // Give the statement every chance to run before this transaction ends.
        await new Promise((resolve) => setTimeout(resolve, 50));
        tx.rollback();
      })
      .catch(() => undefined);
    await outside;
    const kept = await t.database.db.execute(
      sql`select key from identity_rate_limits where key in ('named:tx', 'named:outside')`,
    );
    expect((kept as unknown as { rows: { key: string }[] }).rows).toEqual([{ key: 'named:outside' }]);
  });
});
