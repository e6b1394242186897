import { vacancyAlertMessages as messages } from '@portal/shared/messages';
import { MAX_VACANCY_ALERTS } from '@portal/shared/vacancy-alerts';
import { desc, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCandidate, signedUpWith, type CandidateActor } from '../../test-support/actors.js';
import { mailsTo } from '../../test-support/outbox.js';
import { asStaff, createVacancyAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { runDigests } from './digest.js';

// Vacancy alerts (issue 15 item 6): subscriptions only with the alerts authorization, a daily digest
// of new matching vacancies, and a one-click unsubscribe by signed token that needs no sign-in.
let ctx: TestContext;
let ana: CandidateActor;
let beto: CandidateActor;
let director: StaffActor;
let montacargas: number;
let otherCategory: number;
const BOGOTA = 11001;
const ORIGIN = 'https://portal.example.co';
const DAY = 86_400_000;
/** When the first digest ran; later days count from it. */
let first: Date;

const alerts = (who: CandidateActor, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  ctx.app.inject({ method, url: '/api/candidate/vacancy-alerts', headers: who.headers, payload });
const removeAlertAs = (who: CandidateActor, id: number) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/candidate/vacancy-alerts/${id}`, headers: who.headers });
const digest = (now: Date) =>
  runDigests({ db: ctx.app.db, tokens: ctx.app.alertTokens, origin: ORIGIN }, now);
const mailsOf = (who: CandidateActor) => mailsTo(ctx, `${who.username}@example.co`);
const unsubscribe = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/vacancy-alerts/unsubscribe',
    payload: { token },
    headers: { 'user-agent': 'cliente de correo' },
  });
const tokenIn = (text: string) => /alertas\/cancelar\?token=(\S+)/.exec(text)![1]!;
/** An open agency vacancy; `publishedAt` moves its publication to the day the test has reached. */
async function vacancy(titulo: string, id_categoria: number, publishedAt?: Date) {
  const id = await createVacancyAs(ctx, director, {
    titulo,
    descripcion: 'Vacante de prueba de alertas.',
    id_categoria,
    salario: 1_900_000,
  });
  if (publishedAt) {
    await ctx.database.db.execute(
      sql`update vacantes set fecha_publicacion = ${publishedAt.toISOString()} where id_vacante = ${id}`,
    );
  }
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  ana = await asCandidate(ctx, '73000001', 'Ana Alertas');
  beto = await asCandidate(
    ctx,
    '73000002',
    'Beto Sinalertas',
    signedUpWith({ compartir: false, alertas: false }),
  );
  director = await asStaff(ctx, 'director@portal.local');
  const categories = (await ctx.app.inject({ url: '/api/ObtenerCategorias' })).json() as {
    id_categoria: number;
    nombre_categoria: string;
  }[];
  montacargas = categories.find((c) => c.nombre_categoria === 'Montacargas')!.id_categoria;
  otherCategory = categories.find((c) => c.id_categoria !== montacargas)!.id_categoria;
});
afterAll(() => ctx.close());

describe('subscribing', () => {
  it('needs the alerts authorization, and keeps nothing without it', async () => {
    const res = await alerts(beto, 'POST', { id_ciudad: BOGOTA, id_categoria: montacargas });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.needsConsent);
    expect((await alerts(beto)).json()).toEqual([]);
  });

  it('refuses an unknown city or category, and extra fields, in Spanish', async () => {
    const city = await alerts(ana, 'POST', { id_ciudad: 99999, id_categoria: null });
    expect(city.statusCode).toBe(400);
    expect(city.json().message).toBe(messages.unknownCity);
    const category = await alerts(ana, 'POST', { id_ciudad: null, id_categoria: 999999 });
    expect(category.json().message).toBe(messages.unknownCategory);
    const extra = await alerts(ana, 'POST', { id_ciudad: null, id_categoria: null, correo: 'x@y.co' });
    expect(extra.statusCode).toBe(400);
    const huge = await alerts(ana, 'POST', { id_ciudad: 3_000_000_000, id_categoria: null });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields).toHaveProperty('id_ciudad');
    expect((await alerts(ana)).json()).toEqual([]);
  });

  it('keeps one alert per city and category, names them, and refuses a duplicate', async () => {
    const res = await alerts(ana, 'POST', { id_ciudad: BOGOTA, id_categoria: montacargas });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: messages.created,
      alerta: {
        id_ciudad: BOGOTA,
        ciudad: 'Bogotá',
        id_categoria: montacargas,
        categoria: 'Montacargas',
      },
    });
    const again = await alerts(ana, 'POST', { id_ciudad: BOGOTA, id_categoria: montacargas });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.duplicate);
    expect((await alerts(ana)).json()).toHaveLength(1);
  });

  it(`stops at ${MAX_VACANCY_ALERTS} alerts`, async () => {
    const cities = [5001, 76001, 8001, 68001, 13001, 66001, 17001, 54001, 73001, 63001];
    for (const id_ciudad of cities.slice(0, MAX_VACANCY_ALERTS - 1)) {
      expect((await alerts(ana, 'POST', { id_ciudad, id_categoria: null })).statusCode).toBe(201);
    }
    const over = await alerts(ana, 'POST', { id_ciudad: null, id_categoria: null });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(messages.tooMany(MAX_VACANCY_ALERTS));
  });

  it("removes only the candidate's own alerts: another person's id answers 404", async () => {
    const [first, ...rest] = (await alerts(ana)).json() as { id: number }[];
    const foreign = await removeAlertAs(beto, rest[0]!.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(messages.notFound);
    for (const alert of rest) expect((await removeAlertAs(ana, alert.id)).statusCode).toBe(200);
    expect(((await alerts(ana)).json() as { id: number }[]).map((a) => a.id)).toEqual([first!.id]);
  });
});

describe('the daily digest', () => {
  it('mails the new vacancies that match, once, with a link to each and a way out', async () => {
    const match = await vacancy('Operario de montacargas alertas', montacargas);
    const other = await vacancy('Auxiliar de otra categoría alertas', otherCategory);
    first = new Date();
    const outcome = await digest(first);
    expect(outcome.sent).toContain(ana.candidateId);
    expect(outcome.sent).not.toContain(beto.candidateId);
    const [mail, ...older] = await mailsOf(ana);
    expect(older).toEqual([]);
    expect(mail!.text).toContain('• Operario de montacargas alertas\n  Bogotá · Montacargas · $');
    expect(mail!.text).toContain(`${ORIGIN}/vacancy/${match}`);
    expect(mail!.text).not.toContain(`${ORIGIN}/vacancy/${other}`);
    expect(mail!.text).toContain(`${ORIGIN}/alertas/cancelar?token=`);
    // The same day again: nothing more.
    expect((await digest(new Date(first.getTime() + 1))).sent).not.toContain(ana.candidateId);
    expect(await mailsOf(ana)).toHaveLength(1);
  });

  it('the next day names only what was published since', async () => {
    const fresh = await vacancy(
      'Montacarguista turno noche alertas',
      montacargas,
      new Date(first.getTime() + DAY / 2),
    );
    await digest(new Date(first.getTime() + DAY));
    const [latest] = await mailsOf(ana);
    expect(latest!.text).toContain(`${ORIGIN}/vacancy/${fresh}`);
    expect(latest!.text).not.toContain('Operario de montacargas alertas');
  });

  it('two processes at once send one digest', async () => {
    await vacancy('Montacargas doble envío alertas', montacargas, new Date(first.getTime() + 1.5 * DAY));
    const at = new Date(first.getTime() + 2 * DAY);
    const outcomes = await Promise.all([digest(at), digest(at)]);
    expect(outcomes.flatMap((o) => o.sent).filter((id) => id === ana.candidateId)).toHaveLength(1);
    expect(await mailsOf(ana)).toHaveLength(3);
  });
});

describe('one-click unsubscribe', () => {
  it('refuses a token not issued here', async () => {
    const [mail] = await mailsOf(ana);
    const token = tokenIn(mail!.text);
    const tampered = `${beto.candidateId}.${token.split('.')[1]}`;
    for (const bad of [tampered, 'abc', `${token}x`]) {
      const res = await unsubscribe(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.badToken);
    }
  });

  it("names the same withdrawal in the mail's List-Unsubscribe header, for the mail client's own button", async () => {
    const [stored] = await ctx.database.db
      .select({ headers: mailOutbox.headers })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, `${ana.username}@example.co`))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = tokenIn((await mailsOf(ana))[0]!.text);
    expect(stored!.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/api/vacancy-alerts/unsubscribe/one-click?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `/api/vacancy-alerts/unsubscribe/one-click?token=${beto.candidateId}.${token.split('.')[1]}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(messages.badToken);
  });

  it('withdraws the alerts authorization without signing in, as proof, and the digests stop', async () => {
    const token = tokenIn((await mailsOf(ana))[0]!.text);
    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.unsubscribed);
    expect((await unsubscribe(token)).statusCode).toBe(200);
    const state = (await ctx.app.inject({ url: '/api/candidate/consents', headers: ana.headers })).json();
    expect(state.vigentes.alertas).toBe(false);
    const withdrawals = state.historial.filter(
      (e: { tipo: string; otorgado: boolean }) => e.tipo === 'alertas' && !e.otorgado,
    );
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0].agente).toBe('cliente de correo');

    await vacancy(
      'Montacargas después de cancelar alertas',
      montacargas,
      new Date(first.getTime() + 2.5 * DAY),
    );
    expect((await digest(new Date(first.getTime() + 3 * DAY))).sent).not.toContain(ana.candidateId);
    expect(await mailsOf(ana)).toHaveLength(3);
  });
});
