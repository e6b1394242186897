import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineSchema } from '@portal/shared/applications/pipeline';
import { asCandidate } from '../../../test-support/actors.js';
import { postAs } from '../../../test-support/documents.js';
import { asStaff, createVacancyAs, type StaffActor } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// Bulk actions on a vacancy's pipeline (issue 11 item 5): move or discard several applications at
// once, all or none, and write to the selected candidates.
let ctx: TestContext;
let director: StaffActor;
let vacancyId: number;
let otherVacancyApplication: number;
const ids: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  const vacancy = (titulo: string) =>
    createVacancyAs(ctx, director, {
      titulo,
      descripcion: 'Alistamiento de pedidos y cargue de vehículos en bodega.',
      id_categoria: 2,
      salario: 1_450_000,
    });
  vacancyId = await vacancy('Auxiliar de alistamiento');
  const otherVacancy = await vacancy('Auxiliar de cargue');
  for (const document of ['59000001', '59000002', '59000003']) {
    const candidate = await asCandidate(ctx, document);
    const applied = await postAs(ctx, candidate, '/candidate/applications', { id_vacante: vacancyId });
    ids.push(applied.json().application.id_postulacion);
  }
  const outsider = await asCandidate(ctx, '59000009');
  otherVacancyApplication = (
    await postAs(ctx, outsider, '/candidate/applications', { id_vacante: otherVacancy })
  ).json().application.id_postulacion;
});
afterAll(() => ctx.close());

const post = (action: 'move' | 'message', payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/vacancies/${vacancyId}/applications/${action}`,
    headers: director.headers,
    payload,
  });
const states = async () =>
  pipelineSchema
    .parse(
      (
        await ctx.app.inject({
          url: `/api/staff/vacancies/${vacancyId}/applications`,
          headers: { cookie: director.cookie },
        })
      ).json(),
    )
    .map((entry) => entry.estado);

describe('bulk pipeline actions', () => {
  it('moves the selected applications together', async () => {
    const res = await post('move', { ids_postulacion: ids.slice(0, 2), estado: 'preseleccionada' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 postulaciones pasaron a «Preseleccionada».');
    expect(await states()).toEqual(['preseleccionada', 'preseleccionada', 'recibida']);
  });

  it('moves none when one is of another vacancy or cannot make the move', async () => {
    const foreign = await post('move', {
      ids_postulacion: [ids[2], otherVacancyApplication],
      estado: 'preseleccionada',
    });
    expect(foreign.statusCode).toBe(404);
    const mixed = await post('move', { ids_postulacion: ids, estado: 'enviada_cliente' });
    expect(mixed.statusCode).toBe(409);
    expect(await states()).toEqual(['preseleccionada', 'preseleccionada', 'recibida']);
  });

  it('discards with a reason only', async () => {
    expect((await post('move', { ids_postulacion: [ids[2]], estado: 'descartada' })).statusCode).toBe(400);
    const res = await post('move', {
      ids_postulacion: [ids[2]],
      estado: 'descartada',
      nota: 'Sin licencia C2.',
    });
    expect(res.statusCode).toBe(200);
    expect((await states())[2]).toBe('descartada');
  });

  it('e-mails the selected candidates and refuses foreign ones', async () => {
    const res = await post('message', {
      ids_postulacion: ids.slice(0, 2),
      asunto: 'Entrevista el lunes',
      mensaje: 'Te esperamos el lunes a las 8:00 a. m. en la portería 2.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Mensaje enviado a 2 candidatos.');
    const outbox = (await ctx.app.inject({ url: '/api/dev/outbox' })).json() as { subject: string }[];
    expect(outbox.filter((mail) => mail.subject === 'Entrevista el lunes')).toHaveLength(2);
    const foreign = await post('message', {
      ids_postulacion: [otherVacancyApplication],
      asunto: 'x',
      mensaje: 'y',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
