import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuthMessages } from '@portal/shared/messages';
import { usuarios } from '../../../db/schema/index.js';
import { DEMO_STAFF_PASSWORD } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { ACCOUNT_FAILURES, MAILS_PER_HOUR, PAIR_FAILURES } from './signin-guard.js';

// Staff sign-in (decision 0053): a stranger cannot keep the owner out, guessing stays slow, and every
// refusal reads the same whether or not the e-mail has a usable user.
let ctx: TestContext;
let now = new Date('2026-11-26T10:01:00Z');
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.clock.now = () => now;
});
afterAll(() => ctx.close());

const minutes = (n: number) => (now = new Date(now.getTime() + n * 60_000));
const login = (correo: string, password: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { correo, password },
  });
const mailsTo = async (recipient: string) =>
  ((await ctx.app.inject({ url: '/api/dev/outbox' })).json() as { recipient: string; text: string }[]).filter(
    (mail) => mail.recipient === recipient,
  );

describe('guessing from one address', () => {
  it('an attacker failing from address A does not stop the owner from address B', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('admin@portal.local', `mala-clave-${i}`, '10.30.0.1')),
    );
    const statuses = attempts.map((res) => res.statusCode);
    // Reserved before argon2 runs: parallel guesses cannot pass the address's limit.
    expect(statuses.filter((status) => status === 401)).toHaveLength(PAIR_FAILURES.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - PAIR_FAILURES.max);
    const refused = attempts.find((res) => res.statusCode === 429)!;
    expect(refused.json().message).toBe(staffAuthMessages.slowDown);

    const owner = await login('admin@portal.local', DEMO_STAFF_PASSWORD, '10.30.9.9');
    expect(owner.statusCode).toBe(200);
    // Address A waits, even with the right password: it cannot learn it from the answer.
    const fromA = await login('admin@portal.local', DEMO_STAFF_PASSWORD, '10.30.0.1');
    expect(fromA.statusCode).toBe(429);
    expect(fromA.json().message).toBe(staffAuthMessages.slowDown);
  });

  it('failures decay: one wrong password every 15 minutes never keeps the account locked', async () => {
    for (let i = 0; i < PAIR_FAILURES.max; i++) {
      expect((await login('director@portal.local', 'mala', '10.31.0.1')).statusCode).toBe(401);
    }
    minutes(15);
    for (let i = 0; i < 8; i++) {
      minutes(15);
      expect((await login('director@portal.local', 'mala', '10.31.0.1')).statusCode, `drip ${i}`).toBe(401);
    }
    // A minute after the last drip the owner gets in, from another address and from the same one.
    minutes(1);
    expect((await login('director@portal.local', DEMO_STAFF_PASSWORD, '10.31.5.5')).statusCode).toBe(200);
    expect((await login('director@portal.local', DEMO_STAFF_PASSWORD, '10.31.0.1')).statusCode).toBe(200);
  });

  it('a refused address may try again once its failures have decayed', async () => {
    for (let i = 0; i < PAIR_FAILURES.max; i++) await login('empresa@portal.local', 'mala', '10.32.0.1');
    expect((await login('empresa@portal.local', DEMO_STAFF_PASSWORD, '10.32.0.1')).statusCode).toBe(429);
    // The message promises at most 20 minutes (a sliding window weighs the previous one down to zero).
    minutes(20);
    expect((await login('empresa@portal.local', DEMO_STAFF_PASSWORD, '10.32.0.1')).statusCode).toBe(200);
  });
});

describe('guessing from many addresses', () => {
  it('caps the failures for one e-mail; an address it signed in from before still gets in', async () => {
    minutes(120);
    // The owner signed in from their office once.
    expect((await login('empresa2@portal.local', DEMO_STAFF_PASSWORD, '10.40.0.1')).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_FAILURES.max; i++) {
      expect((await login('empresa2@portal.local', 'mala', `10.41.${i}.1`)).statusCode).toBe(401);
      expect((await login('nadie.aqui@portal.local', 'mala', `10.42.${i}.1`)).statusCode).toBe(401);
    }
    const stranger = await login('empresa2@portal.local', DEMO_STAFF_PASSWORD, '10.43.0.1');
    const unknown = await login('nadie.aqui@portal.local', DEMO_STAFF_PASSWORD, '10.43.0.2');
    for (const res of [stranger, unknown]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(staffAuthMessages.guarded);
    }
    expect((await login('empresa2@portal.local', DEMO_STAFF_PASSWORD, '10.40.0.1')).statusCode).toBe(200);
  });
});

describe('one answer for every account', () => {
  it('unknown, invited, deactivated and wrong-password sign-ins answer the same 401', async () => {
    minutes(120);
    const [admin] = await ctx.database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.correo, 'admin@portal.local'));
    await ctx.database.db.insert(usuarios).values({
      correo: 'invitada@portal.local',
      primer_nombre: 'Inés',
      primer_apellido: 'Vitada',
      rol: 'admin',
    });
    await ctx.database.db.insert(usuarios).values({
      correo: 'retirado@portal.local',
      primer_nombre: 'Ramiro',
      primer_apellido: 'Tirado',
      rol: 'admin',
      activo: false,
      password_hash: admin!.password_hash,
    });
    const answers = [
      await login('nadie@portal.local', DEMO_STAFF_PASSWORD, '10.50.0.1'),
      await login('invitada@portal.local', DEMO_STAFF_PASSWORD, '10.50.0.2'),
      await login('retirado@portal.local', DEMO_STAFF_PASSWORD, '10.50.0.3'),
      await login('retirado@portal.local', 'mala', '10.50.0.4'),
      await login('admin@portal.local', 'mala', '10.50.0.5'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answers[0]!.json());
    }
    // Five tries each: none answers anything but the same 401 (no «bloqueada» for existing accounts).
    for (const correo of ['nadie@portal.local', 'admin@portal.local']) {
      for (let i = 0; i < 4; i++) {
        const res = await login(correo, 'mala', '10.51.0.1');
        expect(res.json().message).toBe(staffAuthMessages.badCredentials);
      }
    }
  });

  it('the inbox learns why: invitation link, or ask an administrator (capped per hour)', async () => {
    const invited = await mailsTo('invitada@portal.local');
    expect(invited).toHaveLength(1);
    expect(invited[0]!.text).toMatch(/Aún no has creado tu contraseña: usa el enlace de la invitación/);
    const deactivated = await mailsTo('retirado@portal.local');
    // Only the right password tells the owner (a wrong one mails nobody).
    expect(deactivated).toHaveLength(1);
    expect(deactivated[0]!.text).toMatch(/desactivado: pide a un administrador/);
    for (let i = 0; i < 5; i++) await login('invitada@portal.local', 'x', `10.52.${i}.1`);
    expect(await mailsTo('invitada@portal.local')).toHaveLength(MAILS_PER_HOUR);
  });
});
