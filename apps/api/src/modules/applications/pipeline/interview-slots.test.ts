import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicationListSchema } from '@portal/shared/applications/candidate';
import { interviewMessages, shareCvMessages } from '@portal/shared/messages';
import { pipelineSchema } from '@portal/shared/applications/pipeline';
import { staffVacancyDetailSchema } from '@portal/shared/vacancies/staff';
import { espaciosAgendamiento } from '../../../db/schema/index.js';
import { asCandidate, type CandidateActor } from '../../../test-support/actors.js';
import { postAs } from '../../../test-support/documents.js';
import {
  asStaff,
  createVacancyAs,
  moveApplicationAs,
  type StaffActor,
  companyIdAs,
} from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';

// Issue 28, interviews: staff see who booked which slot (pipeline and editor); a candidate out of the
// process, or one who says they cannot come, gives the place back and no longer sees the green box.
let ctx: TestContext;
let director: StaffActor;
let company: StaffActor;
let vacancyId: number;
let slotId: number;
const people: { who: CandidateActor; application: number }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  vacancyId = await createVacancyAs(ctx, director, {
    titulo: 'Auxiliar de empaque',
    descripcion: 'Empaque y etiquetado de producto terminado en planta.',
    id_categoria: 1,
    salario: 1_600_000,
    id_empresa: await companyIdAs(ctx, director),
  });
  const [slot] = await ctx.database.db
    .insert(espaciosAgendamiento)
    .values({
      id_vacante: vacancyId,
      fecha_hora: new Date(Date.now() + 4 * 86_400_000),
      lugar: 'Planta Funza, portería 2',
      capacidad: 3,
    })
    .returning();
  slotId = slot!.id_espacio_agendamiento;
  // A second slot nobody booked: it must list nobody (each slot lists only its own bookings).
  await ctx.database.db.insert(espaciosAgendamiento).values({
    id_vacante: vacancyId,
    fecha_hora: new Date(Date.now() + 5 * 86_400_000),
    lugar: 'Planta Funza, portería 2',
    capacidad: 3,
  });
  for (const [document, name] of [
    ['59000001', 'Luz Marina Rojas'],
    ['59000002', 'Pedro Pablo Ortiz'],
    ['59000003', 'Sandra Milena Cano'],
  ] as const) {
    const who = await asCandidate(ctx, document, name);
    const applied = await postAs(ctx, who, '/candidate/applications', {
      id_vacante: vacancyId,
      id_espacio_agendamiento: slotId,
    });
    expect(applied.statusCode).toBe(201);
    people.push({ who, application: applied.json().application.id_postulacion as number });
  }
});
afterAll(() => ctx.close());

const booked = async () => {
  const [row] = await ctx.database.db
    .select({ reservados: espaciosAgendamiento.reservados })
    .from(espaciosAgendamiento)
    .where(eq(espaciosAgendamiento.id_espacio_agendamiento, slotId));
  return row!.reservados;
};
const pipeline = async () =>
  pipelineSchema.parse(
    (
      await ctx.app.inject({
        url: `/api/staff/vacancies/${vacancyId}/applications`,
        headers: { cookie: director.cookie },
      })
    ).json(),
  );
const slots = async () =>
  staffVacancyDetailSchema.parse(
    (
      await ctx.app.inject({ url: `/api/staff/vacancies/${vacancyId}`, headers: { cookie: director.cookie } })
    ).json(),
  ).espacios;
/** Who holds each slot's places, the booked slot first. */
const slotNames = async () => {
  const all = await slots();
  const booked = all.find((slot) => slot.id_espacio_agendamiento === slotId)!;
  return [booked.agendados, ...all.filter((slot) => slot !== booked).map((slot) => slot.agendados)];
};
const interviewOf = async (who: CandidateActor) =>
  applicationListSchema
    .parse((await ctx.app.inject({ url: '/api/candidate/applications', headers: who.headers })).json())
    .find((application) => application.id_vacante === vacancyId)!.entrevista;
const cancel = (who: CandidateActor, id: number) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/candidate/applications/${id}/entrevista`,
    headers: who.headers,
  });

describe('interview slots', () => {
  it('shows staff the slot each candidate booked, in the pipeline and per slot in the editor', async () => {
    expect(await booked()).toBe(3);
    const entries = await pipeline();
    for (const { application } of people)
      expect(entries.find((entry) => entry.id_postulacion === application)!.entrevista).toMatchObject({
        lugar: 'Planta Funza, portería 2',
      });
    expect(await slotNames()).toEqual([['Luz Marina Rojas', 'Pedro Pablo Ortiz', 'Sandra Milena Cano'], []]);
  });

  it('gives the place back when the agency discards a candidate, and hides the interview from them', async () => {
    const [luz] = people;
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${luz!.application}/estado`,
      headers: director.headers,
      payload: { estado: 'descartada', nota: 'No cumple el requisito de turno nocturno' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await booked()).toBe(2);
    expect(await interviewOf(luz!.who)).toBeNull();
    expect(
      (await pipeline()).find((entry) => entry.id_postulacion === luz!.application)!.entrevista,
    ).toBeNull();
    expect(await slotNames()).toEqual([['Pedro Pablo Ortiz', 'Sandra Milena Cano'], []]);
  });

  it('gives the place back when the company rejects a candidate', async () => {
    const pedro = people[1]!;
    await moveApplicationAs(ctx, director, pedro.application, ['preseleccionada', 'enviada_cliente']);
    const processes = (
      await ctx.app.inject({ url: '/api/client/processes', headers: { cookie: company.cookie } })
    ).json() as {
      id: number;
      nombre: string;
    }[];
    const processId = processes.find((process) => process.nombre === 'Auxiliar de empaque')!.id;
    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/api/client/processes/${processId}/decisions`,
      headers: company.headers,
      payload: {
        ids_postulacion: [pedro.application],
        decision: 'rechazado',
        comentario: 'Perfil sin experiencia',
      },
    });
    expect(decided.statusCode).toBe(200);
    expect(await booked()).toBe(1);
    expect(await interviewOf(pedro.who)).toBeNull();
  });

  it('lets a candidate who cannot come give the place back once; never on another’s application', async () => {
    const sandra = people[2]!;
    const luz = people[0]!;
    const foreign = await cancel(luz.who, sandra.application);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(shareCvMessages.notFound);
    expect(await booked()).toBe(1);

    const done = await cancel(sandra.who, sandra.application);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(interviewMessages.cancelled);
    expect(await booked()).toBe(0);
    expect(await interviewOf(sandra.who)).toBeNull();
    // The application stays in the process.
    expect((await pipeline()).find((entry) => entry.id_postulacion === sandra.application)!.estado).toBe(
      'recibida',
    );

    const again = await cancel(sandra.who, sandra.application);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(interviewMessages.nothingToCancel);
  });
});
