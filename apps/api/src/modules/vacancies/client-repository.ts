import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface CompanyVacancyRow {
  id_vacante: number;
  titulo: string;
  descripcion: string;
  estado: string;
  fecha_publicacion: Date | string;
  fecha_cierre: string;
  cantidad_vacantes: number;
  salario: number;
  turno: string;
  lugar: string;
  nombre_ciudad: string;
  postulaciones: number;
  enviados: number;
  pendientes: number;
  contratados: number;
}

/** A company's vacancies with their application counts by stage; one statement. */
export async function companyVacancies(db: Db, idEmpresa: number, id?: number) {
  const result = await db.execute(sql`
    select v.id_vacante, v.titulo, v.descripcion, v.estado, v.fecha_publicacion, v.fecha_cierre,
      v.cantidad_vacantes, v.salario, v.turno, v.lugar, c.nombre_ciudad,
      count(p.id_postulacion)::int as postulaciones,
      (count(p.id_postulacion) filter (where p.estado in
        ('enviada_cliente', 'aprobada', 'rechazada', 'en_contratacion', 'contratada')))::int as enviados,
      (count(p.id_postulacion) filter (where p.estado = 'enviada_cliente'))::int as pendientes,
      (count(p.id_postulacion) filter (where p.estado = 'contratada'))::int as contratados
    from vacantes v
      join ciudades c on c.id_ciudad = v.id_ciudad
      left join postulaciones p on p.id_vacante = v.id_vacante
    where v.id_empresa = ${idEmpresa} ${id === undefined ? sql`` : sql`and v.id_vacante = ${id}`}
    group by v.id_vacante, c.nombre_ciudad
    order by v.fecha_publicacion desc, v.id_vacante desc`);
  return (result as unknown as { rows: CompanyVacancyRow[] }).rows;
}
