import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemStatusSchema, type SystemStatus } from '@portal/shared/system/status';
import { mailOutbox } from '../../db/schema/index.js';
import { asCandidate } from '../../test-support/actors.js';
import { asStaff, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { sweepAndRecord } from '../documents/files/sweeper.js';
import { systemStatus } from './status.js';

const journal = JSON.parse(
  readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string }[] };
// The release number: the repository's package.json (CHANGELOG.md).
const apiVersion = (
  JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

let ctx: TestContext;
let admin: StaffActor;

beforeAll(async () => {
  ctx = await createTestApp({ GIT_COMMIT: 'abc1234def' });
  admin = await asStaff(ctx, 'admin@portal.local');
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

async function status(): Promise<SystemStatus> {
  const res = await ctx.app.inject({ url: '/api/system/status', headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return systemStatusSchema.parse(res.json());
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('GET /api/system/status', () => {
  it('answers an admin every part, with sane values', async () => {
    const body = await status();
    expect(Date.now() - new Date(body.generado_en).getTime()).toBeLessThan(60_000);
    expect(body.aplicacion).toMatchObject({ estado: 'ok', version: apiVersion, commit: 'abc1234def' });
    expect(body.aplicacion.node).toBe(process.version);
    expect(body.aplicacion.uptime_s).toBeGreaterThanOrEqual(0);
    expect(new Date(body.aplicacion.iniciado_en).getTime()).toBeLessThanOrEqual(Date.now());
    // PGlite (the in-memory test database) does not sync to disk: shown in red, whatever answers.
    expect(body.base_datos).toMatchObject({
      estado: onPostgres ? 'ok' : 'falla',
      error: null,
      motor: onPostgres ? 'postgres' : 'pglite',
      sincroniza: onPostgres,
      // Where the data lives; a server is named without its credentials.
      ubicacion: onPostgres ? expect.not.stringMatching(/@|:\/\//) : 'memoria',
    });
    expect(body.base_datos.ms).toBeGreaterThanOrEqual(0);
    expect(body.base_datos.ms).toBeLessThan(3_000);
    expect(body.migraciones).toEqual({
      estado: 'ok',
      error: null,
      aplicadas: journal.entries.length,
      conocidas: journal.entries.length,
      ultima: journal.entries.at(-1)!.tag,
    });
    // No SMTP_URL in tests: the outbox keeps everything, which the screen flags.
    expect(body.correo).toMatchObject({
      estado: 'aviso',
      transporte: 'outbox',
      fallidos: 0,
      ultimo_error: null,
    });
    expect(body.correo.pendientes).toBeGreaterThanOrEqual(0);
    expect(body.barrido).toMatchObject({ estado: 'aviso', cada_min: 15, ultima_ejecucion: null });
    expect(body.almacenamiento).toMatchObject({ estado: 'ok', error: null, driver: 'local' });
    expect(body.almacenamiento.bucket).toBe(ctx.env.STORAGE_BUCKET);
    expect(body.almacenamiento.ms).toBeGreaterThanOrEqual(0);
    expect(body.identidad).toEqual({
      estado: 'ok',
      error: null,
      proveedor: 'integrado',
      user_pool_id: 'us-east-1_PortalLocal',
    });
    expect(body.errores).toMatchObject({ ventana_min: 60, alcance: 'proceso' });
    expect(body.errores.respuestas_5xx).toBeGreaterThanOrEqual(0);
  });

  it('refuses directors and designers (403), company users, candidates and visitors', async () => {
    for (const correo of ['director@portal.local', 'disenador@portal.local', 'empresa@portal.local']) {
      const who = await asStaff(ctx, correo);
      const res = await ctx.app.inject({ url: '/api/system/status', headers: { cookie: who.cookie } });
      expect(res.statusCode, correo).toBe(403);
      expect(res.json().message).toBe('Solo un administrador puede ver el estado del sistema.');
    }
    const anonymous = await ctx.app.inject({ url: '/api/system/status' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Debes iniciar sesión para continuar.');
    const candidate = await asCandidate(ctx, '31000701');
    const bearer = await ctx.app.inject({ url: '/api/system/status', headers: candidate.headers });
    expect(bearer.statusCode).toBe(401);
  });

  it('shows a failing storage as failing, with its error, while the other parts answer', async () => {
    vi.spyOn(ctx.app.storage, 'read').mockRejectedValue(new Error('EIO: disco dañado'));
    const deleted = vi.spyOn(ctx.app.storage, 'delete');
    const body = await status();
    expect(body.almacenamiento).toMatchObject({
      estado: 'falla',
      error: 'Lectura: EIO: disco dañado',
      ms: null,
    });
    // The object it wrote is still removed.
    expect(deleted).toHaveBeenCalledOnce();
    expect(body.base_datos.error).toBeNull();
    expect(body.migraciones.estado).toBe('ok');
  });

  it('gives up on a part that does not answer in time, and still answers the rest', async () => {
    vi.spyOn(ctx.app.storage, 'put').mockReturnValue(new Promise(() => {}));
    const started = Date.now();
    const body = await systemStatus({
      db: ctx.app.db,
      engine: ctx.app.dbEngine,
      location: ctx.app.dbLocation,
      storage: ctx.app.storage,
      env: ctx.env,
      mailTransport: 'outbox',
      errors: ctx.app.recentErrors,
      build: { version: '1.0.0', commit: 'x' },
      now: () => new Date(),
      timeoutMs: 200,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(body.almacenamiento).toMatchObject({ estado: 'falla', error: 'No respondió en 0,2 s.' });
    expect(body.base_datos.error).toBeNull();
  });

  it('shows the outbox messages that failed and the newest error', async () => {
    const now = new Date();
    await ctx.database.db.insert(mailOutbox).values([
      { recipient: 'a@x.co', subject: 'a', text: 'a', attempts: 2, last_error: 'Error: viejo' },
      {
        recipient: 'b@x.co',
        subject: 'b',
        text: 'b',
        attempts: 1,
        last_error: 'Error: connect ECONNREFUSED',
      },
      { recipient: 'c@x.co', subject: 'c', text: 'c', status: 'sent', sent_at: now },
    ]);
    const body = await status();
    expect(body.correo.fallidos).toBe(2);
    expect(body.correo.ultimo_error).toBe('Error: connect ECONNREFUSED');
    expect(body.correo.pendientes).toBeGreaterThanOrEqual(2);
  });

  it("shows the sweeper's last pass, recorded in the database, and a failed one as failing", async () => {
    await sweepAndRecord(ctx.app.db, ctx.app.storage, () => new Date());
    const swept = (await status()).barrido;
    expect(swept).toMatchObject({ estado: 'ok', eliminados: 0, ultimo_error: null });
    expect(swept.ultima_correcta).toBe(swept.ultima_ejecucion);

    vi.spyOn(ctx.app.storage, 'list').mockImplementation(() => {
      throw new Error('bucket inaccesible');
    });
    await expect(sweepAndRecord(ctx.app.db, ctx.app.storage, () => new Date())).rejects.toThrow();
    const failed = (await status()).barrido;
    expect(failed).toMatchObject({ estado: 'falla', ultimo_error: 'bucket inaccesible', eliminados: null });
    expect(failed.ultima_correcta).toBe(swept.ultima_correcta);
  });

  it('shows the alert digests and retention: never run is a warning, a pass is recorded for all processes', async () => {
    const before = await status();
    expect(before.retencion).toMatchObject({ estado: 'aviso', cada_min: 360, ultima_ejecucion: null });
    expect(before.alertas_vacantes).toMatchObject({ cada_min: 60 });
    const outcome = await ctx.app.runAlertDigests();
    const after = (await status()).alertas_vacantes;
    expect(after).toMatchObject({ estado: 'ok', atendidos: outcome.sent.length, ultimo_error: null });
    expect(after.ultima_ejecucion).not.toBeNull();
  });

  it('counts the 5xx answers of the last hour', async () => {
    const before = (await status()).errores.respuestas_5xx;
    const candidate = await asCandidate(ctx, '31000702');
    vi.spyOn(ctx.app.storage, 'signedUrl').mockRejectedValue(new Error('sin credenciales'));
    const broken = await ctx.app.inject({
      url: `/api/get_presigned_url?url=/api/files/${candidate.candidateId}/Cedula/1/a.pdf`,
      headers: candidate.headers,
    });
    expect(broken.statusCode).toBe(500);
    const after = (await status()).errores;
    expect(after.respuestas_5xx).toBe(before + 1);
    expect(after.estado).toBe('aviso');
  });
});
