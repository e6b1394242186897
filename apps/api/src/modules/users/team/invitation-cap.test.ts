import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { asStaff, type StaffActor } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// Issue: the portal as a spam relay (1,000 invitations from one call, a link in the name). Invitations
// are capped per person and sliding hour, counted in the database, one by one or in bulk alike; names
// in the mail are data, never a link.
let ctx: TestContext;
let second: App; // another API process over the same database
let director: StaffActor;
let admin: StaffActor;
let group: number;
let now = new Date('2026-11-26T15:10:00Z'); // 10:10 in Bogotá
beforeAll(async () => {
  ctx = await createTestApp({ INVITATIONS_PER_HOUR: '3' });
  second = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
  for (const app of [ctx.app, second]) app.clock.now = () => now;
  director = await asStaff(ctx, 'director@portal.local');
  admin = await asStaff(ctx, 'admin@portal.local');
  group = (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: director.cookie } })).json()
    .id_grupo;
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const person = (correo: string, primer_nombre = 'Andrés') => ({
  correo,
  primer_nombre,
  primer_apellido: 'Muñoz',
  rol: 'disenador',
});
const inviteOne = (app: App, who: StaffActor, correo: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: who.headers,
    payload: { ...person(correo), id_grupo: group },
  });
const inviteMany = (who: StaffActor, rows: ReturnType<typeof person>[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register_massive',
    headers: who.headers,
    payload: { modo: 'valid_only', usuarios: rows.map((row) => ({ ...row, grupo: String(group) })) },
  });
const outbox = async () =>
  (await ctx.app.inject({ url: '/api/dev/outbox' })).json() as { recipient: string; text: string }[];

describe('invitations per hour', () => {
  it('counts single and bulk invitations together across API processes, and says when to go on', async () => {
    expect((await inviteOne(ctx.app, director, 'tope1@agencia.co')).statusCode).toBe(201);
    expect((await inviteOne(second, director, 'tope2@agencia.co')).statusCode).toBe(201);
    const bulk = await inviteMany(director, [person('tope3@agencia.co'), person('tope4@agencia.co')]);
    expect(bulk.statusCode).toBe(429);
    // The third fits; the whole call was refused, so nothing of it was written or mailed.
    expect((await inviteOne(second, director, 'tope3@agencia.co')).statusCode).toBe(201);
    const over = await inviteOne(ctx.app, director, 'tope4@agencia.co');
    expect(over.statusCode).toBe(429);
    // Three in 15:00–16:00 UTC fade over the next hour: one more fits from 16:20 UTC, 11:20 in Bogotá.
    expect(over.json().message).toBe(
      'Llegaste al límite de 3 invitaciones por hora. Podrás invitar de nuevo a partir de las 11:20 (hora de Colombia).',
    );
    expect((await outbox()).filter((mail) => mail.recipient.startsWith('tope')).length).toBe(3);
    expect((await inviteOne(ctx.app, admin, 'otra@agencia.co')).statusCode).toBe(201); // per person
    now = new Date('2026-11-26T16:19:00Z');
    expect((await inviteOne(ctx.app, director, 'tope4@agencia.co')).statusCode).toBe(429);
    now = new Date('2026-11-26T16:21:00Z');
    expect((await inviteOne(ctx.app, director, 'tope4@agencia.co')).statusCode).toBe(201);
  });

  it('refuses a file larger than the cap whole, saying to split it', async () => {
    now = new Date('2026-11-26T18:00:00Z');
    const rows = ['a', 'b', 'c', 'd'].map((letter) => person(`archivo-${letter}@agencia.co`));
    const res = await inviteMany(admin, rows);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Puedes invitar como máximo 3 usuarios por hora. Divide el archivo en partes de hasta 3 filas.',
    );
  });
});

describe('names in the invitation', () => {
  it('shows a name that looks like a link as text, never as something a mail client links', async () => {
    now = new Date('2026-11-26T20:00:00Z');
    const name = 'Premio! reclame en evil.example/pago';
    expect((await inviteMany(admin, [person('premio@agencia.co', name)])).statusCode).toBe(200);
    const mail = (await outbox()).find((message) => message.recipient === 'premio@agencia.co')!;
    const greeting = mail.text.split('\n')[0]!;
    expect(greeting.replace(/\u200B/g, '')).toBe(`Hola ${name},`); // reads the same
    // What autolinkers look for: a scheme, www., a host with a dot before letters, an address.
    expect(greeting).not.toMatch(/[a-z0-9-]\.[a-z]{2,}|:\/\/|www\.|@[a-z]/i);
  });
});
