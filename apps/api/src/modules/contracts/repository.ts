import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  candidatos,
  ciudades,
  empresas,
  misiones,
  plantillasContrato,
  postulaciones,
  usuarios,
  vacantes,
} from '../../db/schema/index.js';

/** Every version of every template, newest first, with its author's name. */
export function templateVersions(db: Db) {
  return db
    .select({
      id: plantillasContrato.id,
      tipo: plantillasContrato.tipo,
      version: plantillasContrato.version,
      cuerpo: plantillasContrato.cuerpo,
      creado_en: plantillasContrato.creado_en,
      autor: sql<
        string | null
      >`case when ${usuarios.id_usuario} is null then null else concat_ws(' ', ${usuarios.primer_nombre}, ${usuarios.primer_apellido}) end`,
    })
    .from(plantillasContrato)
    .leftJoin(usuarios, eq(usuarios.id_usuario, plantillasContrato.id_usuario))
    .orderBy(plantillasContrato.tipo, desc(plantillasContrato.version));
}

/** A new version of the type's template: one above its latest (the unique index refuses a race). */
export async function insertTemplateVersion(db: Db, tipo: string, cuerpo: string, idUsuario: number | null) {
  const [row] = await db
    .insert(plantillasContrato)
    .values({
      tipo,
      cuerpo,
      id_usuario: idUsuario,
      version: sql`(select coalesce(max(${plantillasContrato.version}), 0) + 1 from ${plantillasContrato} where ${plantillasContrato.tipo} = ${tipo})`,
    })
    .returning({ id: plantillasContrato.id, version: plantillasContrato.version });
  return row!;
}

export const hasTemplate = async (db: Db, tipo: string) =>
  (
    await db
      .select({ id: plantillasContrato.id })
      .from(plantillasContrato)
      .where(eq(plantillasContrato.tipo, tipo))
      .limit(1)
  ).length > 0;

/** What a contract says of an assignment: the worker, the position, the company and its policy. */
export async function assignmentContractData(db: Db, idMision: number, scope: SQL | undefined) {
  const [row] = await db
    .select({
      primer_nombre: candidatos.primer_nombre,
      segundo_nombre: candidatos.segundo_nombre,
      primer_apellido: candidatos.primer_apellido,
      segundo_apellido: candidatos.segundo_apellido,
      id_candidato: candidatos.id_candidato,
      numero_documento: candidatos.numero_documento,
      terminada_el: misiones.terminada_el,
      cargo: misiones.servicio,
      horario: vacantes.turno,
      ciudad: ciudades.nombre_ciudad,
      salario: misiones.salario,
      inicio: misiones.inicio,
      fin_previsto: misiones.fin_previsto,
      causal: misiones.causal,
      reemplazo_persona: misiones.reemplazo_persona,
      empresa: empresas.razon_social,
      nit: empresas.nit,
      digito_verificacion: empresas.digito_verificacion,
      poliza_aseguradora: empresas.poliza_aseguradora,
      poliza_numero: empresas.poliza_numero,
      poliza_vigencia_hasta: empresas.poliza_vigencia_hasta,
      poliza_valor: empresas.poliza_valor,
    })
    .from(misiones)
    .innerJoin(postulaciones, eq(postulaciones.id_postulacion, misiones.id_postulacion))
    .innerJoin(candidatos, eq(candidatos.id_candidato, postulaciones.id_candidato))
    .innerJoin(vacantes, eq(vacantes.id_vacante, postulaciones.id_vacante))
    .innerJoin(ciudades, eq(ciudades.id_ciudad, vacantes.id_ciudad))
    .innerJoin(empresas, eq(empresas.id_empresa, misiones.id_empresa))
    .where(and(eq(misiones.id_mision, idMision), scope));
  return row;
}
