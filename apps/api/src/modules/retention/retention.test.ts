import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';
import { postAs, uploadPdfAs } from '../../test-support/documents.js';
import { mailsTo } from '../../test-support/outbox.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { changeConsent } from '../consents/service.js';
import { findUser } from '../identity/store/users.js';
import { runRetention } from './service.js';

// Retention (Ley 1581, art. 4 lit. d, art. 11): a candidate never hired and inactive for 24 months
// is warned 30 days before, then anonymized; coming back in between keeps the data. Time moves on a
// clock the test holds: every date below is relative to when the candidates were created.
let ctx: TestContext;
let quiet: CandidateActor;
let returning: CandidateActor;
let hired: CandidateActor;
let uploadKey: string;
const T0 = Date.now();
const DAY = 86_400_000;
const after = (months: number, days = 0) => {
  const date = new Date(T0);
  date.setUTCMonth(date.getUTCMonth() + months);
  return new Date(date.getTime() + days * DAY);
};
const run = (now: Date) => runRetention({ db: ctx.app.db, storage: ctx.app.storage }, now, 24);
const mailsOf = (username: string) => mailsTo(ctx, `${username}@example.co`);

beforeAll(async () => {
  ctx = await createTestApp();
  quiet = await asCandidate(ctx, '72000001', 'Quieta Inactiva');
  returning = await asCandidate(ctx, '72000002', 'Vuelve Pronto');
  hired = await asCandidate(ctx, '72000003', 'Hugo Contratado');
  await ctx.database.db.execute(
    `insert into postulaciones (id_candidato, id_vacante, estado)
     select ${hired.candidateId}, min(id_vacante), 'contratada' from vacantes` as never,
  );
  const url = await uploadPdfAs(ctx, quiet, 'cedula');
  await postAs(ctx, quiet, '/candidate/document/insert', {
    id_candidato: quiet.candidateId,
    documento: { id_documento: 1, doc_url: url },
  });
  uploadKey = url.slice('/api/files/'.length);
});
afterAll(() => ctx.close());

const ours = (ids: number[]) =>
  ids.filter((id) => [quiet, returning, hired].some((c) => c.candidateId === id));

describe('retention of candidates never hired', () => {
  it('does nothing before 23 months of inactivity', async () => {
    expect(await run(after(22))).toEqual({ warned: [], anonymized: [] });
  });

  it('warns once, 30 days before, naming the day; never someone the agency hired', async () => {
    const outcome = await run(after(24, -20));
    expect(ours(outcome.warned).sort()).toEqual([quiet.candidateId, returning.candidateId].sort());
    const [warning] = await mailsOf('72000001');
    expect(warning!.text).toMatch(
      /eliminaremos tu cuenta, tus documentos y tus datos personales el \d+ de \w+ de \d{4}/,
    );
    expect(await mailsOf('72000003')).toEqual([]);
    expect(ours((await run(after(24, -19))).warned)).toEqual([]);
    expect(await mailsOf('72000001')).toHaveLength(1);
  });

  it('keeps the data of whoever comes back, and anonymizes the rest on the day named', async () => {
    // Coming back: any act on the portal after the warning (here, an authorization changed then).
    await changeConsent(
      ctx.app.db,
      returning.candidateId,
      { tipo: 'alertas', otorgado: false },
      { ip: '10.0.0.9', agente: 'prueba', at: after(24, -10) },
    );
    expect(ours((await run(after(24, 5))).anonymized)).toEqual([]);
    const outcome = await run(after(24, 11));
    expect(ours(outcome.anonymized)).toEqual([quiet.candidateId]);
    expect(await findUser(ctx.app.db, '72000001')).toBeUndefined();
    expect(await findUser(ctx.app.db, '72000002')).toBeDefined();
    expect(await findUser(ctx.app.db, '72000003')).toBeDefined();
    expect(await ctx.app.storage.exists(uploadKey)).toBe(false);
    const row = (
      (await ctx.database.db.execute(
        `select numero_documento, primer_nombre, correo from candidatos where id_candidato = ${quiet.candidateId}` as never,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows[0];
    expect(row).toEqual({
      numero_documento: `eliminado-${quiet.candidateId}`,
      primer_nombre: 'Titular eliminado',
      correo: null,
    });
    expect(await run(after(24, 12))).toEqual({ warned: [], anonymized: [] });
  });
});
