import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Vacancies seeded for a company become its processes (the staff screens do this as they save). */
export async function seedVacancyProcesses(db: Db) {
  await db.execute(sql`
    insert into procesos (id_empresa, id_vacante, id_categoria, nombre, descripcion, estado_solicitud, created_at)
    select v.id_empresa, v.id_vacante, v.id_categoria, v.titulo, v.descripcion, 'aceptada', v.fecha_publicacion
    from vacantes v
    where v.id_empresa is not null and not exists (select 1 from procesos p where p.id_vacante = v.id_vacante)`);
}
