import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportMessages, staffScopeMessages, staffVacancyMessages } from '@portal/shared/messages';
import { asCandidate } from '../../../test-support/actors.js';
import { postAs } from '../../../test-support/documents.js';
import { columnOf, download, exportActors, sheetOf } from '../../../test-support/exports.js';
import { createVacancyAs, type StaffActor } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// Issue 33 item 4: a vacancy's board as a file, for those who reach the vacancy (decision 0068).
let ctx: TestContext;
let admin: StaffActor;
let director: StaffActor;
let company: StaffActor;
let vacancyId: number;
let foreignVacancyId: number;
const url = (id: number, query = '') => `/api/staff/vacancies/${id}/applications/export${query}`;
const job = { descripcion: 'Alistamiento de pedidos en el centro de distribución.', id_categoria: 1 };

beforeAll(async () => {
  ctx = await createTestApp();
  const actors = await exportActors(ctx);
  ({ admin, director, company } = actors);
  vacancyId = await createVacancyAs(ctx, director, { ...job, titulo: 'Alistador', salario: 1_600_000 });
  foreignVacancyId = await createVacancyAs(ctx, admin, {
    ...job,
    titulo: 'Alistador Antioquia',
    salario: 1_600_000,
    id_empresa: actors.otherGroupCompany,
  });
  const ids: number[] = [];
  for (const [document, name] of [
    ['76000001', '=HYPERLINK("x") Pérez'],
    ['76000002', 'Beatriz Gómez'],
  ] as const) {
    const candidate = await asCandidate(ctx, document, name);
    const applied = await postAs(ctx, candidate, '/candidate/applications', { id_vacante: vacancyId });
    ids.push(applied.json().application.id_postulacion);
  }
  const moved = await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${ids[1]}/estado`,
    headers: director.headers,
    payload: { estado: 'preseleccionada' },
  });
  expect(moved.statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('GET /api/staff/vacancies/:id/applications/export', () => {
  it('lists every application with Spanish titles, es-CO dates and formulas neutralised (CSV)', async () => {
    const res = await download(ctx, director, url(vacancyId, '?formato=csv'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`postulaciones-vacante-${vacancyId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const sheet = await sheetOf(res);
    expect(sheet[0]).toHaveLength(9);
    expect(sheet[0]).toEqual(
      expect.arrayContaining(['Número de documento', 'Teléfono', 'Fecha de postulación', 'Último cambio']),
    );
    expect(sheet.slice(1).map((row) => row.slice(0, 5))).toEqual([
      [`'=HYPERLINK("x") Pérez`, '76000001', '76000001@example.co', "'+573101112233", 'Recibida'],
      ['Beatriz Gómez', '76000002', '76000002@example.co', "'+573101112233", 'Preseleccionada'],
    ]);
    expect(sheet[1]![5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('keeps the state shown on the board, and reads back as a real XLSX', async () => {
    const sheet = await sheetOf(await download(ctx, director, url(vacancyId, '?estado=preseleccionada')));
    expect(columnOf(sheet, 'Nombre')).toEqual(['Beatriz Gómez']);
    expect(columnOf(sheet, 'Fecha de postulación')[0]).toBeInstanceOf(Date);
    const all = await sheetOf(await download(ctx, admin, url(vacancyId)));
    expect(columnOf(all, 'Nombre')).toEqual([`'=HYPERLINK("x") Pérez`, 'Beatriz Gómez']);
    expect(columnOf(all, 'Teléfono')).toEqual(["'+573101112233", "'+573101112233"]);
  });

  it("answers 404 for another group's vacancy, 403 to a company user, 400 to a state it does not know", async () => {
    const foreign = await download(ctx, director, url(foreignVacancyId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(staffVacancyMessages.notFound);
    expect((await download(ctx, admin, url(foreignVacancyId))).statusCode).toBe(200);
    const asCompany = await download(ctx, company, url(vacancyId));
    expect(asCompany.statusCode).toBe(403);
    expect(asCompany.json().message).toBe(staffScopeMessages.staffOnly);
    const state = await download(ctx, director, url(vacancyId, '?estado=perdida'));
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toContain(exportMessages.stateInvalid);
  });

  it('is recorded in the audit log; a refused one is not', async () => {
    type Entry = { accion: string; actor_nombre: string; despues: { filtros: Record<string, unknown> } };
    const log: Entry[] = (
      await download(ctx, admin, '/api/audit?entidad=exportacion&entidad_id=postulaciones')
    ).json();
    expect(log.find((entry) => entry.despues.filtros.estado)).toMatchObject({
      accion: 'exportar',
      actor_nombre: 'Diego Restrepo',
      despues: { formato: 'xlsx', filtros: { id_vacante: vacancyId, estado: 'preseleccionada' } },
    });
    const byDirector = log.filter((entry) => entry.actor_nombre === 'Diego Restrepo');
    expect(byDirector.map((entry) => entry.despues.filtros.id_vacante)).not.toContain(foreignVacancyId);
  });
});
