import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalFigureListSchema, legalFigureMessages } from '@portal/shared/legal-figures';
import { bogotaToday } from '@portal/shared/bogota-time';
import { legalFigureOn } from './service.js';
import { asStaff, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Decision 0064: the SMMLV and the other legal figures are dated settings, read on the day they apply.
let ctx: TestContext;
let admin: StaffActor;
let director: StaffActor;
const realNow = () => new Date();

const figures = async (who: StaffActor) => {
  const res = await ctx.app.inject({ url: '/api/staff/legal-figures', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return legalFigureListSchema.parse(res.json());
};
const add = (who: StaffActor, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/staff/legal-figures', headers: who.headers, payload });
const smmlvAt = (instant: string) => legalFigureOn(ctx.app.db, 'smmlv', bogotaToday(new Date(instant)));
const minimumWage = async () =>
  (await ctx.app.inject({ url: '/api/staff/minimum-wage', headers: director.headers })).json().smmlv;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await asStaff(ctx, 'admin@portal.local');
  director = await asStaff(ctx, 'director@portal.local');
});
afterAll(() => {
  ctx.app.clock.now = realNow;
  return ctx.close();
});

describe('legal figures by date', () => {
  it('ships the SMMLV and the transport allowance of 2025 and 2026 with their norms', async () => {
    ctx.app.clock.now = () => new Date('2026-11-27T15:00:00Z');
    const smmlv = (await figures(director)).parametros.find((p) => p.clave === 'smmlv')!;
    expect(smmlv.valores).toEqual([
      expect.objectContaining({ vigente_desde: '2026-01-01', valor: 1_750_905, estado: 'vigente' }),
      expect.objectContaining({ vigente_desde: '2025-01-01', valor: 1_423_500, estado: 'anterior' }),
    ]);
    expect(smmlv.valores[0]!.fuente).toMatch(/Decreto 0159 de 2026/);
    expect(await minimumWage()).toBe(1_750_905);
    // On a day of 2025, the figure of 2025 is the one in force.
    expect(await smmlvAt('2025-07-01T15:00:00Z')).toBe(1_423_500);
  });

  it('an admin registers next year’s value; it applies from its day, midnight in Bogotá', async () => {
    ctx.app.clock.now = () => new Date('2026-11-27T15:00:00Z');
    const payload = {
      clave: 'smmlv',
      vigente_desde: '2027-01-01',
      valor: 1_900_000,
      fuente: 'Decreto de prueba de 2026',
    };
    expect((await add(director, payload)).statusCode).toBe(403);
    const res = await add(admin, payload);
    expect(res.statusCode, res.body).toBe(201);
    const again = await add(admin, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Ya hay un valor/);
    const listed = (await figures(director)).parametros.find((p) => p.clave === 'smmlv')!.valores[0]!;
    expect(listed).toMatchObject({ vigente_desde: '2027-01-01', estado: 'proximo' });

    expect(await smmlvAt('2027-01-01T04:59:00Z')).toBe(1_750_905); // 23:59 of 31 Dec in Bogotá
    expect(await smmlvAt('2027-01-01T05:00:00Z')).toBe(1_900_000); // 00:00 of 1 Jan in Bogotá
    // Once in force it may no longer be taken back (the session is renewed, as staff would sign in again).
    ctx.app.clock.now = () => new Date('2027-01-01T05:00:00Z');
    admin = await asStaff(ctx, 'admin@portal.local');
    const removeInForce = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/staff/legal-figures/${listed.id}`,
      headers: admin.headers,
    });
    expect(removeInForce.statusCode).toBe(409);
    expect(removeInForce.json().message).toBe(legalFigureMessages.inForce);
  });

  it('refuses a value that would rewrite the past, and bad input, in Spanish', async () => {
    ctx.app.clock.now = () => new Date('2026-11-27T15:00:00Z');
    const past = await add(admin, {
      clave: 'smmlv',
      vigente_desde: '2026-06-01',
      valor: 2_000_000,
      fuente: 'Decreto X',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(legalFigureMessages.pastDay);
    const bad = await add(admin, { clave: 'uvt', vigente_desde: '2027-02-30', valor: 0, fuente: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      clave: legalFigureMessages.keyInvalid,
      vigente_desde: legalFigureMessages.dayInvalid,
      valor: legalFigureMessages.valueInvalid,
      fuente: legalFigureMessages.sourceRequired,
    });
  });

  it('takes back a value not yet in force', async () => {
    ctx.app.clock.now = () => new Date('2026-11-27T15:00:00Z');
    expect(
      (
        await add(admin, {
          clave: 'auxilio_transporte',
          vigente_desde: '2027-01-01',
          valor: 260_000,
          fuente: 'Decreto Y',
        })
      ).statusCode,
    ).toBe(201);
    const row = (await figures(admin)).parametros.find((p) => p.clave === 'auxilio_transporte')!.valores[0]!;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/staff/legal-figures/${row.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await figures(admin)).parametros.find((p) => p.clave === 'auxilio_transporte')!.valores[0]!
        .vigente_desde,
    ).toBe('2026-01-01');
  });
});
