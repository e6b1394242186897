import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationListSchema } from '@portal/shared/applications/candidate';
import { FUNNEL_STATES } from '@portal/shared/kpi-funnel';
import { pipelineSchema } from '@portal/shared/applications/pipeline';
import { postulaciones } from '../../../db/schema/index.js';
import { asCandidate, type CandidateActor } from '../../../test-support/actors.js';
import { asStaff, createVacancyAs, type StaffActor } from '../../../test-support/staff.js';
import { mailNotificationsNow } from '../../../test-support/outbox.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// The pipeline (issue 11 item 5): staff move an application to a hired candidate, and every step shows
// on the candidate's side, by e-mail too.
let ctx: TestContext;
let director: StaffActor;
let candidate: CandidateActor;
let vacancyId: number;
let applicationId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  candidate = await asCandidate(ctx, '55000001', 'Marta Lucía Ortiz');
  vacancyId = await createVacancyAs(ctx, director, {
    titulo: 'Empacador de línea',
    descripcion: 'Empaque y sellado de producto terminado en línea de producción.',
    id_categoria: 6,
    salario: 1_500_000,
  });
  const applied = await ctx.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: candidate.headers,
    payload: { id_vacante: vacancyId },
  });
  applicationId = applied.json().application.id_postulacion;
});
afterAll(() => ctx.close());

const move = (estado: string, nota?: string, who = director, extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${applicationId}/estado`,
    headers: who.headers,
    payload: { estado, nota, ...extra },
  });
const mine = async () =>
  applicationListSchema.parse(
    (await ctx.app.inject({ url: '/api/candidate/applications', headers: candidate.headers })).json(),
  )[0]!;
const mails = async () =>
  (
    (await ctx.app.inject({ url: '/api/dev/outbox' })).json() as { recipient: string; subject: string }[]
  ).filter((m) => m.recipient === '55000001@example.co');

describe('the pipeline', () => {
  it('lists the vacancy applications with the candidate', async () => {
    const pipeline = pipelineSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/staff/vacancies/${vacancyId}/applications`,
          headers: { cookie: director.cookie },
        })
      ).json(),
    );
    expect(pipeline).toEqual([
      expect.objectContaining({
        id_postulacion: applicationId,
        estado: 'recibida',
        nombre: 'Marta Lucía Ortiz',
        estancada: false,
      }),
    ]);
  });

  it('moves from received to hired; the candidate sees each step and gets an e-mail', async () => {
    const steps = FUNNEL_STATES.slice(1); // every step after recibida, to contratada
    const labels = [
      'Preseleccionado',
      'En revisión por la empresa',
      'Aprobado',
      'En contratación',
      'Contratado',
    ];
    for (const [i, estado] of steps.entries()) {
      // No hiring step was marked: hiring from the board needs the audited override (decision 0056).
      const res =
        estado === 'contratada'
          ? await move(estado, 'Ingreso urgente autorizado', director, { sin_pasos_completos: true })
          : await move(estado, i === 2 ? 'La empresa aprobó en la entrevista.' : undefined);
      expect(res.statusCode, estado).toBe(200);
      expect((await mine()).estado).toBe(estado);
      await mailNotificationsNow(ctx);
      expect((await mails()).at(0)?.subject).toBe(`Tu postulación a Empacador de línea: ${labels[i]}`);
    }
    const history = (await mine()).historial.map((entry) => entry.estado);
    expect(history).toEqual(['recibida', ...steps]);
    // Staff see the same history with who moved it and the comment.
    const [entry] = pipelineSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/staff/vacancies/${vacancyId}/applications`,
          headers: { cookie: director.cookie },
        })
      ).json(),
    );
    expect(entry!.historial.map((h) => h.estado)).toEqual(['recibida', ...steps]);
    expect(entry!.historial[0]!.por).toBeNull();
    expect(entry!.historial[3]).toMatchObject({
      por: 'Diego Restrepo',
      nota: 'La empresa aprobó en la entrevista.',
    });
  });

  it('refuses a move the pipeline does not allow, naming the allowed ones', async () => {
    const res = await move('preseleccionada');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Una postulación «Contratada» ya no cambia de estado.');
  });

  it('asks a reason to discard, flags stale applications, and keeps company users out', async () => {
    const other = await asCandidate(ctx, '55000002');
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/applications',
      headers: other.headers,
      payload: { id_vacante: vacancyId },
    });
    const otherId = applied.json().application.id_postulacion as number;
    const discard = (nota?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/applications/${otherId}/estado`,
        headers: director.headers,
        payload: { estado: 'descartada', nota },
      });
    expect((await discard()).json().message).toBe('Para descartar una postulación escribe el motivo.');
    await ctx.app.db
      .update(postulaciones)
      .set({ updated_at: new Date(Date.now() - 6 * 86_400_000) })
      .where(eq(postulaciones.id_postulacion, otherId));
    const pipeline = pipelineSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/staff/vacancies/${vacancyId}/applications`,
          headers: { cookie: director.cookie },
        })
      ).json(),
    );
    expect(pipeline.find((entry) => entry.id_postulacion === otherId)?.estancada).toBe(true);
    expect((await discard('No tiene la licencia requerida.')).statusCode).toBe(200);
    const company = await asStaff(ctx, 'empresa@portal.local');
    expect(
      (
        await ctx.app.inject({
          url: `/api/staff/vacancies/${vacancyId}/applications`,
          headers: { cookie: company.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('is in the audit log', async () => {
    const log = (
      await ctx.app.inject({
        url: `/api/audit?entidad=postulacion&entidad_id=${applicationId}`,
        headers: { cookie: director.cookie },
      })
    ).json() as { accion: string }[];
    // Five moves, and the hire without the hiring steps as its own audited exception (decision 0056).
    expect(log.map((row) => row.accion).sort()).toEqual(
      [...Array(5).fill('mover'), 'contratar_sin_pasos'].sort(),
    );
  });
});
