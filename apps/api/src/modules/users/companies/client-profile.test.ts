import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProfileSchema } from '@portal/shared/users/client-profile';
import { asStaff, type StaffActor } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// The client profile (issue 12 item 6): each company user sees and keeps their own company's contact
// data, nothing else.
let ctx: TestContext;
let company: StaffActor;
let other: StaffActor;
beforeAll(async () => {
  ctx = await createTestApp();
  company = await asStaff(ctx, 'empresa@portal.local');
  other = await asStaff(ctx, 'empresa2@portal.local');
});
afterAll(() => ctx.close());

const profile = async (who: StaffActor) =>
  clientProfileSchema.parse(
    (await ctx.app.inject({ url: '/api/client/profile', headers: { cookie: who.cookie } })).json(),
  );
const save = (payload: object, who = company) =>
  ctx.app.inject({ method: 'PUT', url: '/api/client/profile', headers: who.headers, payload });

describe('client profile', () => {
  it('shows the user’s own company', async () => {
    expect(await profile(company)).toMatchObject({ name: 'Logística Andina S.A.S.', nit: '900482117-5' });
    expect((await profile(other)).name).toBe('Alimentos del Valle de Aburrá S.A.S.');
  });

  it('saves valid contact data, normalised, and refuses a bad e-mail or phone in Spanish', async () => {
    const ok = await save({ email: ' RRHH@Andina.example.co ', phone: '300 123 4567', address: '' });
    expect(ok.statusCode).toBe(200);
    expect(await profile(company)).toMatchObject({
      email: 'rrhh@andina.example.co',
      phone: '+573001234567',
      address: null,
    });
    const bad = await save({ email: 'no-es-correo', phone: '12', address: 'Calle 1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/correo/i);
    expect((await profile(company)).address).toBeNull();
    expect((await profile(other)).email).toBe('talento@alimentosaburra.example.co');
  });

  it('keeps agency staff out', async () => {
    const director = await asStaff(ctx, 'director@portal.local');
    expect(
      (await ctx.app.inject({ url: '/api/client/profile', headers: { cookie: director.cookie } })).statusCode,
    ).toBe(403);
  });
});
