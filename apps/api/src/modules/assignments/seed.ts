import { sql, type SQL } from 'drizzle-orm';
import { bogotaToday } from '@portal/shared/bogota-time';
import { addDays } from '@portal/shared/calendar-days';
import type { Database } from '../../db/client.js';
import { misiones } from '../../db/schema/index.js';
import { queryRows } from '../../db/rows.js';

interface DemoHire {
  id_postulacion: number;
  id_empresa: number;
  titulo: string;
  salario: number;
}
type Plan = Partial<typeof misiones.$inferInsert> & { causal: string; inicio: string; fin_previsto: string };

/** The hires a demo assignment is made for: application, company, position and salary. */
const hiresWhere = (db: Database, where: SQL) =>
  queryRows<DemoHire>(
    db,
    sql`select p.id_postulacion, v.id_empresa, v.titulo, v.salario from postulaciones p
    join vacantes v on v.id_vacante = p.id_vacante where ${where}`,
  );

/** One assignment per hire with its plan, made by the first admin; their ids (none without an admin). */
async function insertDemoAssignments(db: Database, hires: DemoHire[], plans: Plan[]) {
  const [admin] = await queryRows<{ id_usuario: number }>(
    db,
    sql`select id_usuario from usuarios where rol = 'admin' order by id_usuario limit 1`,
  );
  if (!admin || hires.length === 0) return [];
  const rows = await db
    .insert(misiones)
    .values(
      hires.map((hire, index) => ({
        ...plans[index]!,
        id_postulacion: hire.id_postulacion,
        id_empresa: hire.id_empresa,
        servicio: hire.titulo,
        salario: hire.salario,
        id_usuario: admin.id_usuario,
      })),
    )
    .returning({ id: misiones.id_mision });
  return rows.map((row) => row.id);
}

/**
 * Demo assignments for the demo hires of company vacancies (the hired first, then one still in hiring),
 * dated from today so every screen shows each case on a fresh install: one running for months, one
 * ending within 30 days (its warning goes out on the job's first pass), and one about to start that
 * replaces a worker on maternity leave. Runs once:
 * nothing is added when any assignment exists.
 */
export async function seedDemoAssignments(db: Database, now = new Date()) {
  const [existing] = await db.select({ id: misiones.id_mision }).from(misiones).limit(1);
  if (existing) return;
  const hires = await hiresWhere(
    db,
    sql`v.id_empresa is not null and p.estado in ('contratada', 'en_contratacion', 'aprobada')
    order by p.estado = 'contratada' desc, p.id_postulacion limit 3`,
  );
  const today = bogotaToday(now);
  await insertDemoAssignments(db, hires, [
    { causal: 'incremento', inicio: addDays(today, -45), fin_previsto: addDays(today, 135) },
    { causal: 'incremento', inicio: addDays(today, -160), fin_previsto: addDays(today, 20) },
    {
      causal: 'reemplazo',
      inicio: addDays(today, 7),
      fin_previsto: addDays(today, 120),
      reemplazo_persona: 'Luz Marina Ortiz',
      reemplazo_motivo: 'maternidad',
    },
  ]);
}

/**
 * The demo candidate's assignments at Logística Andina: the one running since a month ago, and the next
 * one, in another service, starting the day after it ends (its contract waits for her signature).
 */
export async function seedDemoCandidateAssignments(db: Database, idsPostulacion: number[], now = new Date()) {
  if (idsPostulacion.length < 2) return [];
  const hires = await hiresWhere(
    db,
    sql`p.id_postulacion in (${sql.join(idsPostulacion, sql`, `)}) order by p.id_postulacion`,
  );
  const today = bogotaToday(now);
  return insertDemoAssignments(db, hires, [
    { causal: 'incremento', inicio: addDays(today, -30), fin_previsto: addDays(today, 60) },
    { causal: 'incremento', inicio: addDays(today, 61), fin_previsto: addDays(today, 150) },
  ]);
}
