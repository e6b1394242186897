import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOutsider } from '../../../test-support/outsider.js';
import { asStaff, type StaffActor } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// Decision 0070: a staff session checked against the database is remembered a few seconds, and every
// change that may end one is announced by the database at commit, so a revocation still takes effect
// at once in this process and within milliseconds in the others.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const status = async (who: StaffActor) =>
  (await ctx.app.inject({ url: '/api/all_users', headers: { cookie: who.cookie } })).statusCode;
const revokeAll = (correo: string) => sql`update staff_sesiones set revoked_at = now()
  where id_usuario = (select id_usuario from usuarios where correo = ${correo})`;

describe('remembered staff sessions', () => {
  it('serve a session from memory, and forget it when the database announces a change', async () => {
    const admin = await asStaff(ctx, 'admin@portal.local');
    expect(await status(admin)).toBe(200);
    // A revocation that bypasses the announcement is only seen by a process that reads the session.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table staff_sesiones disable trigger staff_sesiones_anuncio`);
      await tx.execute(revokeAll('admin@portal.local'));
      await tx.execute(sql`alter table staff_sesiones enable trigger staff_sesiones_anuncio`);
    });
    expect(await status(admin)).toBe(200);
    await ctx.database.db.execute(sql`select pg_notify('versiones_publicas', 'sesiones_equipo')`);
    expect(await status(admin)).toBe(401);
  });

  it('end at once on sign-out and on a revocation made through this process', async () => {
    const admin = await asStaff(ctx, 'admin@portal.local');
    expect(await status(admin)).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.headers });
    expect(await status(admin)).toBe(401);
    const again = await asStaff(ctx, 'admin@portal.local');
    expect(await status(again)).toBe(200);
    await ctx.database.db.execute(revokeAll('admin@portal.local'));
    expect(await status(again)).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('remembered staff sessions on PostgreSQL', () => {
  let outsider: pg.Client;
  beforeAll(async () => {
    outsider = await connectOutsider(ctx);
  });
  afterAll(() => outsider.end());

  // Under the 5 s a session is remembered: only the announcement can make it this quick.
  it('end a session another process revokes, or whose user it deactivates, within milliseconds', async () => {
    const admin = await asStaff(ctx, 'admin@portal.local');
    expect(await status(admin)).toBe(200);
    await outsider.query(
      `update staff_sesiones set revoked_at = now()
        where id_usuario = (select id_usuario from usuarios where correo = 'admin@portal.local')`,
    );
    await expect.poll(() => status(admin), { timeout: 2_000, interval: 50 }).toBe(401);
    const director = await asStaff(ctx, 'director@portal.local');
    const read = async () =>
      (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: director.cookie } })).statusCode;
    expect(await read()).toBe(200);
    await outsider.query(`update usuarios set activo = false where correo = 'director@portal.local'`);
    await expect.poll(read, { timeout: 2_000, interval: 50 }).toBe(401);
  });
});
