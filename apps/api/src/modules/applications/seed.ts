import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { MARKABLE_STEPS } from '@portal/shared/applications/hiring';
import { candidateStatusOf, type ApplicationState } from '@portal/shared/vacancies/constants';
import {
  espaciosAgendamiento,
  pasosContratacion,
  postulaciones,
  postulacionesHistorial,
  vacantes,
} from '../../db/schema/index.js';
import { bookSlot } from './repository.js';
import { queryRows } from '../../db/rows.js';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** How far each demo application went: the path it took along the pipeline. */
const paths = [
  ['recibida', 'preseleccionada', 'enviada_cliente', 'aprobada', 'en_contratacion', 'contratada'],
  ['recibida', 'preseleccionada', 'enviada_cliente', 'aprobada'],
  ['recibida', 'preseleccionada', 'enviada_cliente'],
  ['recibida', 'preseleccionada'],
  ['recibida'],
  ['recibida', 'descartada'],
  ['recibida', 'preseleccionada', 'enviada_cliente', 'rechazada'],
] as const;
const sources = ['whatsapp', 'facebook', 'whatsapp', 'computrabajo', null] as const;
const notes: Record<string, string> = {
  descartada: 'No cumple la experiencia mínima con montacargas.',
  rechazada: 'La empresa eligió a otro candidato en la entrevista.',
};

/**
 * The demo pipeline: the applicants spread over four open vacancies, each application a
 * step further than the last, with dated history (some left without changes for a week, so the stale
 * flag shows). Runs once: nothing is added when any applicant already has an application.
 */
export async function seedDemoPipeline(db: Database, applicantIds: number[], now = Date.now()) {
  if (applicantIds.length === 0) return;
  const [existing] = await db
    .select({ id: postulaciones.id_postulacion })
    .from(postulaciones)
    .where(inArray(postulaciones.id_candidato, applicantIds))
    .limit(1);
  if (existing) return;
  // The two oldest open vacancies of each client company first, so both demo companies have
  // candidates to approve and hire; then the agency's own.
  const open = (
    await queryRows<{ id: number; published: Date | string }>(
      db,
      sql`
      select id_vacante as id, fecha_publicacion as published from (
        select v.id_vacante, v.fecha_publicacion, v.id_empresa,
          row_number() over (partition by v.id_empresa order by v.fecha_publicacion, v.id_vacante) as rank
        from vacantes v where v.estado = 'abierta') ranked
      order by (id_empresa is null or rank > 2), published, id
      limit 4`,
    )
  ).map((row) => ({ id: row.id, published: new Date(row.published) }));
  if (open.length === 0) return;
  await db.transaction(async (tx) => {
    // Candidates not yet decided on hold a place in the vacancy's next interview, as if they chose it.
    const nextSlot = new Map<number, number>();
    for (const vacancy of open) {
      const [slot] = await tx
        .select({ id: espaciosAgendamiento.id_espacio_agendamiento })
        .from(espaciosAgendamiento)
        .where(
          and(
            eq(espaciosAgendamiento.id_vacante, vacancy.id),
            gt(espaciosAgendamiento.fecha_hora, new Date(now)),
          ),
        )
        .orderBy(asc(espaciosAgendamiento.fecha_hora))
        .limit(1);
      if (slot) nextSlot.set(vacancy.id, slot.id);
    }
    for (const [i, candidateId] of applicantIds.entries()) {
      for (const [j, vacancy] of open.entries()) {
        if ((i + j) % 3 === 2) continue; // not everyone applies everywhere
        const path = paths[(i + j) % paths.length]!;
        const start = vacancy.published.getTime() + (6 + i) * HOUR;
        // Each application's last change is hours to a week old, so some show the stale flag.
        const lastChange = now - (6 * HOUR + (i % 4) * 2.5 * DAY);
        const step = Math.max(HOUR, Math.min(2 * DAY, (lastChange - start) / Math.max(1, path.length - 1)));
        const dates = path.map((_, k) => new Date(Math.min(start + k * step, now - HOUR)));
        const slot = nextSlot.get(vacancy.id);
        const stillIn = candidateStatusOf[path.at(-1) as ApplicationState] === 'pendiente';
        const booked = slot !== undefined && stillIn && (await bookSlot(tx, slot, vacancy.id));
        const [row] = await tx
          .insert(postulaciones)
          .values({
            id_candidato: candidateId,
            id_vacante: vacancy.id,
            estado: path.at(-1)!,
            utm_source: sources[(i + j) % sources.length],
            id_espacio_agendamiento: booked ? slot : null,
            created_at: dates[0],
            updated_at: dates.at(-1),
          })
          .returning({ id: postulaciones.id_postulacion });
        await tx.insert(postulacionesHistorial).values(
          path.map((estado, k) => ({
            id_postulacion: row!.id,
            estado,
            nota: notes[estado] ?? null,
            fecha: dates[k],
          })),
        );
      }
    }
  });
}

/**
 * Bench data: each bench candidate (documents 90000001…) applies to `perCandidate` vacancies, spread
 * over every vacancy, with states along the pipeline and one to three history rows each. Two
 * statements whatever the size.
 */
export async function seedBenchApplications(db: Database, perCandidate = 10): Promise<void> {
  await db.execute(sql`
    with ids as (select array_agg(id_vacante order by id_vacante) as a from vacantes)
    insert into postulaciones (id_candidato, id_vacante, estado, utm_source, created_at, updated_at)
    select c.id_candidato, ids.a[1 + (c.id_candidato * ${perCandidate} + k) % array_length(ids.a, 1)],
      (array['recibida','preseleccionada','enviada_cliente','aprobada','contratada','descartada'])[1 + (c.id_candidato + k) % 6],
      (array['whatsapp','facebook','computrabajo',null])[1 + (c.id_candidato * 7 + k) % 4],
      now() - ((c.id_candidato + k) % 30) * interval '1 day', now() - ((c.id_candidato * 3 + k) % 12) * interval '1 day'
    from candidatos c cross join generate_series(0, ${perCandidate - 1}) k cross join ids
    where c.numero_documento >= '90000000' and c.numero_documento < '99999999'
    on conflict (id_candidato, id_vacante) do nothing`);
  await db.execute(sql`
    insert into postulaciones_historial (id_postulacion, estado, fecha)
    select p.id_postulacion, s.estado, p.created_at + s.n * interval '1 day'
    from postulaciones p
      join candidatos c on c.id_candidato = p.id_candidato and c.numero_documento >= '90000000'
      cross join lateral (values (0, 'recibida'), (1, 'preseleccionada'), (2, p.estado)) s(n, estado)
    where (s.n = 0 or (s.n = 1 and p.estado <> 'recibida')
        or (s.n = 2 and p.estado not in ('recibida', 'preseleccionada')))
      and not exists (select 1 from postulaciones_historial h where h.id_postulacion = p.id_postulacion)`);
}

/**
 * Demo hiring on the company vacancies: hired applications have every step marked, and the first
 * approved one is midway (medical exam and contract done), so the Contratación stage shows each state.
 * Runs once: nothing is added when any step is already marked.
 */
export async function seedDemoHiring(db: Database, now = Date.now()) {
  const [marked] = await db.select({ id: pasosContratacion.id_postulacion }).from(pasosContratacion).limit(1);
  if (marked) return;
  const rows = await queryRows<{ id_postulacion: number; estado: string }>(
    db,
    sql`
    select p.id_postulacion, p.estado from postulaciones p join vacantes v on v.id_vacante = p.id_vacante
    where v.id_empresa is not null and p.estado in ('aprobada', 'contratada')
    order by p.id_postulacion`,
  );
  const hired = rows.filter((row) => row.estado === 'contratada');
  const midway = rows.find((row) => row.estado === 'aprobada');
  const stamp = new Date(now - 2 * HOUR);
  await db.transaction(async (tx) => {
    const marks = [
      ...hired.flatMap((row) => MARKABLE_STEPS.map((paso) => ({ id_postulacion: row.id_postulacion, paso }))),
      ...(midway
        ? (['examen_medico', 'contrato'] as const).map((paso) => ({
            id_postulacion: midway.id_postulacion,
            paso,
          }))
        : []),
    ];
    if (marks.length > 0)
      await tx
        .insert(pasosContratacion)
        .values(marks.map((mark) => ({ ...mark, completado: true, updated_at: stamp })));
    if (!midway) return;
    await tx
      .update(postulaciones)
      .set({ estado: 'en_contratacion', updated_at: stamp })
      .where(eq(postulaciones.id_postulacion, midway.id_postulacion));
    await tx.insert(postulacionesHistorial).values({
      id_postulacion: midway.id_postulacion,
      estado: 'en_contratacion',
      nota: 'Inició la contratación: Examen médico ocupacional.',
      fecha: stamp,
    });
  });
}

/**
 * The demo candidate's own hires at Logística Andina (issue 31 item 6): one complete, on assignment
 * under a signed contract, and one in hiring whose contract waits for her signature. Two vacancies of
 * the company she has not applied to; runs once (nothing when she already applied to one of them).
 */
export async function seedDemoCandidateHires(
  db: Database,
  candidateId: number | undefined,
  now = Date.now(),
) {
  if (candidateId === undefined) return [];
  const vacancies = await queryRows<{ id: number }>(
    db,
    sql`
    select v.id_vacante as id from vacantes v join empresas e on e.id_empresa = v.id_empresa
    where e.razon_social = 'Logística Andina S.A.S.'
      and not exists (select 1 from postulaciones p where p.id_vacante = v.id_vacante and p.id_candidato = ${candidateId})
    order by v.id_vacante limit 2`,
  );
  const [applied] = await queryRows<{ id: number }>(
    db,
    sql`select p.id_postulacion as id from postulaciones p join vacantes v on v.id_vacante = p.id_vacante
    where p.id_candidato = ${candidateId} and v.id_empresa is not null limit 1`,
  );
  if (applied || vacancies.length < 2) return [];
  const paths = [
    ['recibida', 'preseleccionada', 'enviada_cliente', 'aprobada', 'en_contratacion', 'contratada'],
    ['recibida', 'preseleccionada', 'enviada_cliente', 'aprobada', 'en_contratacion'],
  ] as const;
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const [i, path] of paths.entries()) {
      const dates = path.map((_, k) => new Date(now - (path.length - k) * (i === 0 ? 15 : 3) * DAY));
      const [row] = await tx
        .insert(postulaciones)
        .values({
          id_candidato: candidateId,
          id_vacante: vacancies[i]!.id,
          estado: path.at(-1)!,
          utm_source: 'whatsapp',
          created_at: dates[0],
          updated_at: dates.at(-1),
        })
        .returning({ id: postulaciones.id_postulacion });
      await tx
        .insert(postulacionesHistorial)
        .values(path.map((estado, k) => ({ id_postulacion: row!.id, estado, nota: null, fecha: dates[k] })));
      // Her application came after the vacancy was published: its days to fill stay positive.
      await tx
        .update(vacantes)
        .set({
          fecha_publicacion: sql`least(${vacantes.fecha_publicacion}, ${new Date(dates[0]!.getTime() - DAY).toISOString()}::timestamptz)`,
        })
        .where(eq(vacantes.id_vacante, vacancies[i]!.id));
      // The hire has every step done; the one in hiring has its medical exam, its contract to sign.
      const steps = i === 0 ? MARKABLE_STEPS : (['examen_medico'] as const);
      await tx.insert(pasosContratacion).values(
        steps.map((paso) => ({
          id_postulacion: row!.id,
          paso,
          completado: true,
          updated_at: dates.at(-1),
        })),
      );
      ids.push(row!.id);
    }
    return ids;
  });
}
