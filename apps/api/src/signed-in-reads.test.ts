import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/client.js';
import { queryRows } from './db/rows.js';
import { CART_TABLES, CATALOGUE_TABLES, cart, catalogueOn } from './modules/orders/service.js';
import { listOrderLines, ORDER_LINE_TABLES } from './modules/orders/staff-service.js';
import { listProcesses, PROCESS_LIST_TABLES } from './modules/processes/service.js';
import { listAllUsers, USER_LIST_TABLES } from './modules/users/service.js';
import type { StaffPrincipal } from './plugins/staff-auth.js';
import { connectOutsider } from './test-support/outsider.js';
import { asStaff, type StaffActor } from './test-support/staff.js';
import { createTestApp, type TestContext } from './test-support/test-app.js';
import { ANNOUNCED_TABLES } from './infra/table-versions.js';

// Decision 0083: signed-in reads kept in each process until a write to one of the tables they read is
// announced (a statement trigger, migration 0037). A read that touched a table it does not name would
// stay stale after that table changed: the database's own per-transaction scan counts say which
// tables each read touches.
let ctx: TestContext;
let company: StaffActor;
let companyUser: StaffPrincipal & { id_empresa: number };
let admin: StaffPrincipal;
beforeAll(async () => {
  ctx = await createTestApp();
  company = await asStaff(ctx, 'empresa@portal.local');
  const principal = async (correo: string) => {
    const [row] = await queryRows<Omit<StaffPrincipal, 'sessionHash'>>(
      ctx.database.db,
      sql`select id_usuario, rol, id_grupo, id_empresa from usuarios where correo = ${correo}`,
    );
    return { ...row!, sessionHash: '' };
  };
  companyUser = (await principal('empresa@portal.local')) as typeof companyUser;
  admin = await principal('admin@portal.local');
});
afterAll(() => ctx.close());

const ROLLBACK = new Error('deshacer');
/** Scans per table as the view counts them (which may include earlier, not yet flushed transactions). */
const scans = async (db: Db) =>
  new Map(
    (
      await queryRows<{ relname: string; scans: number }>(
        db,
        sql`select relname, (seq_scan + coalesce(idx_scan, 0))::int as scans from pg_stat_xact_user_tables`,
      )
    ).map((row) => [row.relname, row.scans]),
  );
/** The tables a read scans (sequentially or by index), from inside a transaction rolled back after. */
async function tablesRead(read: (db: Db) => Promise<unknown>): Promise<string[]> {
  let touched: string[] = [];
  await ctx.database.db
    .transaction(async (tx) => {
      const before = await scans(tx);
      await read(tx);
      const after = await scans(tx);
      touched = [...after].filter(([table, count]) => count > (before.get(table) ?? 0)).map(([t]) => t);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return touched.sort();
}

const processes = () => ctx.app.inject({ url: '/api/client/processes', headers: { cookie: company.cookie } });
const namesOf = async () => (await processes()).json<{ nombre: string }[]>().map((row) => row.nombre);
/** Renames the company's newest process; `announced: false` writes it with the trigger switched off. */
async function renameNewestProcess(nombre: string, announced = true) {
  const rename = sql`update procesos set nombre = ${nombre} where id_proceso =
    (select max(id_proceso) from procesos where id_empresa = ${companyUser.id_empresa})`;
  if (announced) return ctx.database.db.execute(rename);
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table procesos disable trigger procesos_anuncio`);
    await tx.execute(rename);
    await tx.execute(sql`alter table procesos enable trigger procesos_anuncio`);
  });
}

describe('signed-in reads kept in memory', () => {
  it('are announced by exactly the tables the code may name', async () => {
    const rows = await queryRows<{ tabla: string }>(
      ctx.database.db,
      sql`select distinct event_object_table as tabla from information_schema.triggers
        where action_statement like '%anunciar_tabla%'`,
    );
    expect(rows.map((row) => row.tabla).sort()).toEqual([...ANNOUNCED_TABLES].sort());
  });

  it.each([
    ['the catalogue', CATALOGUE_TABLES, (db: Db) => catalogueOn(db, companyUser, '2026-11-28')],
    ['the cart', CART_TABLES, (db: Db) => cart(db, companyUser)],
    ['the processes', PROCESS_LIST_TABLES, (db: Db) => listProcesses(db, companyUser)],
    ['the order lines', ORDER_LINE_TABLES, (db: Db) => listOrderLines(db, admin, 'todas')],
    ['every user', USER_LIST_TABLES, (db: Db) => listAllUsers(db, admin)],
  ] as const)('name every table %s reads', async (_name, named, read) => {
    const touched = await tablesRead(read);
    expect(touched).toContain(named[0]);
    expect(touched.filter((table) => !(named as readonly string[]).includes(table))).toEqual([]);
  });

  it('serve a kept answer until a write to one of its tables is announced', async () => {
    const before = await processes();
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(before.headers.etag).toMatch(/^W\/".+"$/);
    await renameNewestProcess('Proceso renombrado sin anuncio', false);
    // Kept: the write was not announced, so the answer (and its ETag) did not change.
    expect(await namesOf()).not.toContain('Proceso renombrado sin anuncio');
    expect((await processes()).headers.etag).toBe(before.headers.etag);
    await ctx.database.db.execute(sql`select pg_notify('versiones_publicas', 'tabla:procesos')`);
    expect(await namesOf()).toContain('Proceso renombrado sin anuncio');
    // A write to the table through this process shows before its commit returns.
    await renameNewestProcess('Proceso renombrado');
    expect(await namesOf()).toContain('Proceso renombrado');
  });

  it('compute every answer while announcements may be missed', async () => {
    ctx.database.publicChanges.setLive(false);
    try {
      await renameNewestProcess('Proceso sin escucha', false);
      const answer = await processes();
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.json<{ nombre: string }[]>().map((row) => row.nombre)).toContain('Proceso sin escucha');
    } finally {
      ctx.database.publicChanges.setLive(true);
    }
    expect((await processes()).headers.etag).toMatch(/^W\/".+"$/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('signed-in reads kept in memory, on PostgreSQL', () => {
  let outsider: pg.Client;
  beforeAll(async () => {
    outsider = await connectOutsider(ctx);
  });
  afterAll(() => outsider.end());

  it("follow another process's commit, heard on the listening connection", async () => {
    expect(await namesOf()).not.toContain('Renombrado por otro proceso');
    await outsider.query(
      `update procesos set nombre = 'Renombrado por otro proceso' where id_proceso =
        (select max(id_proceso) from procesos where id_empresa = $1)`,
      [companyUser.id_empresa],
    );
    await expect.poll(namesOf, { timeout: 5_000 }).toContain('Renombrado por otro proceso');
  });
});
