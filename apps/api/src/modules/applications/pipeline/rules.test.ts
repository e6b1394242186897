import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineMessages } from '@portal/shared/messages';
import { pipelineSchema } from '@portal/shared/applications/pipeline';
import { staffOrderListSchema } from '@portal/shared/orders/staff';
import { asCandidate } from '../../../test-support/actors.js';
import { postAs } from '../../../test-support/documents.js';
import { asStaff, createVacancyAs, type StaffActor } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// Decision 0056: a company that ordered a process approves its candidates itself (or staff record
// that they approve on its behalf, with a reason); hiring needs the hiring steps done (or an audited
// override with a reason).
let ctx: TestContext;
let director: StaffActor;
let orderedVacancy: number;
let ownVacancy: number;
const ids: Record<'ordered' | 'shared' | 'own' | 'hire', number> = { ordered: 0, shared: 0, own: 0, hire: 0 };

const move = (id: number, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${id}/estado`,
    headers: director.headers,
    payload,
  });

async function applied(document: string, vacancyId: number) {
  const candidate = await asCandidate(ctx, document, 'Reglas Prueba');
  const res = await postAs(ctx, candidate, '/candidate/applications', { id_vacante: vacancyId });
  const id = res.json().application.id_postulacion as number;
  for (const estado of ['preseleccionada', 'enviada_cliente'])
    expect((await move(id, { estado })).statusCode).toBe(200);
  return id;
}

const auditOf = async (id: number, accion: string) =>
  (
    (await ctx.app.db.execute(
      sql`select despues from auditoria where entidad = 'postulacion' and entidad_id = ${String(id)}
        and accion = ${accion}`,
    )) as unknown as { rows: { despues: Record<string, unknown> }[] }
  ).rows;

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  const company = await asStaff(ctx, 'empresa@portal.local');
  // The demo company's cart becomes an order; the agency opens a vacancy from its first line.
  const order = await ctx.app.inject({ method: 'POST', url: '/api/client/orders', headers: company.headers });
  expect(order.statusCode).toBe(201);
  const line = staffOrderListSchema
    .parse((await ctx.app.inject({ url: '/api/staff/orders', headers: { cookie: director.cookie } })).json())
    .find((l) => l.id_proceso === order.json().procesos[0])!;
  orderedVacancy = await createVacancyAs(ctx, director, {
    titulo: line.cargo,
    descripcion: `${line.descripcion} ${line.pedido.jobDescription}`,
    id_categoria: line.id_categoria!,
    salario: line.pedido.customSalary,
    id_empresa: line.id_empresa,
    id_proceso: line.id_proceso,
  });
  ownVacancy = await createVacancyAs(ctx, director, {
    titulo: 'Auxiliar administrativo',
    descripcion: 'Vacante propia de la agencia, sin orden de empresa.',
    id_categoria: 1,
    salario: 1_800_000,
  });
  ids.ordered = await applied('60000001', orderedVacancy);
  ids.shared = await applied('60000004', orderedVacancy);
  ids.own = await applied('60000002', ownVacancy);
  ids.hire = await applied('60000003', ownVacancy);
}, 240_000);
afterAll(() => ctx.close());

/** The board of the vacancy a company ordered, as the director reads it. */
const orderedPipeline = async () =>
  pipelineSchema.parse(
    (
      await ctx.app.inject({
        url: `/api/staff/vacancies/${orderedVacancy}/applications`,
        headers: { cookie: director.cookie },
      })
    ).json(),
  );

describe('approval of a process a company ordered', () => {
  it('refuses a plain staff approval with a 409 that says what to do', async () => {
    const res = await move(ids.ordered, { estado: 'aprobada' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(pipelineMessages.companyApproves);
  });

  it('asks the reason of an approval on the company’s behalf, then records and audits it', async () => {
    const bare = await move(ids.ordered, { estado: 'aprobada', en_nombre_de_empresa: true });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(pipelineMessages.onBehalfReason);
    const reason = 'La gerente de planta lo aprobó por teléfono';
    const res = await move(ids.ordered, { estado: 'aprobada', en_nombre_de_empresa: true, nota: reason });
    expect(res.statusCode).toBe(200);
    const pipeline = await orderedPipeline();
    const last = pipeline.find((entry) => entry.id_postulacion === ids.ordered)!.historial.at(-1)!;
    // An internal reason (the default) stays with the agency: the company reads only the fact.
    expect(last).toMatchObject({
      estado: 'aprobada',
      nota: 'Aprobado por la agencia en nombre de la empresa.',
      audiencia: 'empresa',
    });
    expect(await auditOf(ids.ordered, 'aprobar_en_nombre_de_empresa')).toEqual([
      { despues: { motivo: reason } },
    ]);
  });

  it('tells the company the reason of an approval on its behalf only when staff share it', async () => {
    const reason = 'Aprobado en la reunión de seguimiento del martes';
    const res = await move(ids.shared, {
      estado: 'aprobada',
      en_nombre_de_empresa: true,
      nota: reason,
      audiencia: 'empresa',
    });
    expect(res.statusCode).toBe(200);
    const pipeline = await orderedPipeline();
    expect(pipeline.find((entry) => entry.id_postulacion === ids.shared)!.historial.at(-1)).toMatchObject({
      nota: `Aprobado por la agencia en nombre de la empresa: ${reason}`,
      audiencia: 'empresa',
    });
  });

  it('lets staff approve on the agency’s own vacancy, which no company ordered', async () => {
    expect((await move(ids.own, { estado: 'aprobada' })).statusCode).toBe(200);
  });
});

describe('hiring', () => {
  it('refuses «Contratada» while hiring steps are pending, naming them (422)', async () => {
    expect((await move(ids.hire, { estado: 'aprobada' })).statusCode).toBe(200);
    const step = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${ids.hire}/hiring-steps/examen_medico`,
      headers: director.headers,
      payload: { completado: true },
    });
    expect(step.statusCode).toBe(200);
    const res = await move(ids.hire, { estado: 'contratada' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      pipelineMessages.hiringStepsPending([
        'Documentos completos',
        'Contrato firmado',
        'Afiliación a seguridad social (EPS, ARL, AFP, Caja)',
        'Inducción en la empresa',
      ]),
    );
  });

  it('hires without the steps only with a reason, audited with what was pending', async () => {
    const bare = await move(ids.hire, { estado: 'contratada', sin_pasos_completos: true });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(pipelineMessages.overrideReason);
    const res = await move(ids.hire, {
      estado: 'contratada',
      sin_pasos_completos: true,
      nota: 'Ingreso urgente autorizado por gerencia',
    });
    expect(res.statusCode).toBe(200);
    const [audit] = await auditOf(ids.hire, 'contratar_sin_pasos');
    expect(audit!.despues).toMatchObject({
      motivo: 'Ingreso urgente autorizado por gerencia',
      pasos_pendientes: expect.arrayContaining(['Documentos completos']),
    });
  });
});
