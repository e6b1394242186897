import { sql } from 'drizzle-orm';
import { bogotaToday } from '@portal/shared/bogota-time';
import { addDays } from '@portal/shared/calendar-days';
import type { Database } from '../../db/client.js';
import { misiones } from '../../db/schema/index.js';
import { queryRows } from '../../db/rows.js';

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
  const hires = await queryRows<{
    id_postulacion: number;
    id_empresa: number;
    titulo: string;
    salario: number;
  }>(
    db,
    sql`
    select p.id_postulacion, v.id_empresa, v.titulo, v.salario from postulaciones p
    join vacantes v on v.id_vacante = p.id_vacante
    where v.id_empresa is not null and p.estado in ('contratada', 'en_contratacion', 'aprobada')
    order by p.estado = 'contratada' desc, p.id_postulacion limit 3`,
  );
  const [admin] = await queryRows<{ id_usuario: number }>(
    db,
    sql`select id_usuario from usuarios where rol = 'admin' order by id_usuario limit 1`,
  );
  if (!admin || hires.length === 0) return;
  const today = bogotaToday(now);
  const plans = [
    { causal: 'incremento', inicio: addDays(today, -45), fin_previsto: addDays(today, 135) },
    { causal: 'incremento', inicio: addDays(today, -160), fin_previsto: addDays(today, 20) },
    {
      causal: 'reemplazo',
      inicio: addDays(today, 7),
      fin_previsto: addDays(today, 120),
      reemplazo_persona: 'Luz Marina Ortiz',
      reemplazo_motivo: 'maternidad',
    },
  ];
  await db.insert(misiones).values(
    hires.map((hire, index) => ({
      ...plans[index]!,
      id_postulacion: hire.id_postulacion,
      id_empresa: hire.id_empresa,
      servicio: hire.titulo,
      salario: hire.salario,
      id_usuario: admin.id_usuario,
    })),
  );
}
