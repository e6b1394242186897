import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOutsider } from '../test-support/outsider.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

// Issue 13 item 6: each process keeps the public-data versions in memory from the database's NOTIFY
// announcements, so a cached public read costs no round trip, and falls back to reading the version
// while announcements may be missed. A bump written straight into versiones_publicas announces
// nothing: only a process that reads the version from the database can see it.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const etag = async () => (await ctx.app.inject({ url: '/api/vacancies?page_size=5' })).headers.etag as string;
const silentBump = () =>
  ctx.database.db.execute(
    sql`update versiones_publicas set version = version + 1000 where nombre = 'vacantes'`,
  );
const announce = () =>
  ctx.database.db.execute(
    sql`select pg_notify('versiones_publicas', 'vacantes:' || version) from versiones_publicas where nombre = 'vacantes'`,
  );

describe('public-data versions in memory', () => {
  it('serve cached reads without reading the version, and follow each announcement at once', async () => {
    const first = await etag();
    await silentBump();
    expect(await etag()).toBe(first);
    await announce();
    const announced = await etag();
    expect(announced).not.toBe(first);
    // A stale or repeated announcement never takes a version back.
    await ctx.database.db.execute(sql`select pg_notify('versiones_publicas', 'vacantes:1')`);
    expect(await etag()).toBe(announced);
  });

  it('see a real change made through this process before its commit returns', async () => {
    const before = await etag();
    await ctx.database.db.execute(
      sql`update vacantes set titulo = titulo where id_vacante = (select min(id_vacante) from vacantes)`,
    );
    expect(await etag()).not.toBe(before);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('public-data versions on PostgreSQL', () => {
  let outsider: pg.Client;
  beforeAll(async () => {
    outsider = await connectOutsider(ctx);
  });
  afterAll(() => outsider.end());

  it("learn another process's commit from the listening connection", async () => {
    const before = await etag();
    await outsider.query(
      'update vacantes set titulo = titulo where id_vacante = (select min(id_vacante) from vacantes)',
    );
    await expect.poll(etag, { timeout: 5_000 }).not.toBe(before);
  });

  it('read the version from the database while the listener is down, then listen again', async () => {
    await outsider.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
    );
    // Only a process reading the version can see a bump nobody announced.
    await expect
      .poll(
        async () => {
          const before = await etag();
          await silentBump();
          return (await etag()) !== before;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    // Reconnected and caught up: a silent bump goes unseen again, an announced one is seen.
    await expect
      .poll(
        async () => {
          const before = await etag();
          await silentBump();
          return (await etag()) === before;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const before = await etag();
    await outsider.query(
      `select pg_notify('versiones_publicas', 'vacantes:' || version) from versiones_publicas where nombre = 'vacantes'`,
    );
    await expect.poll(etag, { timeout: 5_000 }).not.toBe(before);
  });
});
