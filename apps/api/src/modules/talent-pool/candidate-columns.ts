import { sql } from 'drizzle-orm';

/**
 * The columns of a pool candidate as the table and the match list show them (PoolCandidate), over
 * `candidatos_pool p` joined to `candidatos c`: profile and history, never documents or notes.
 */
export const poolCandidateColumns = sql`
  p.id_candidato,
  concat_ws(' ', c.primer_nombre, c.segundo_nombre, c.primer_apellido, c.segundo_apellido) as nombre,
  c.numero_documento,
  (select nombre_ciudad from ciudades where id_ciudad = p.id_ciudad) as ciudad,
  p.departamento,
  array(select nombre_categoria from categorias where id_categoria = any(p.categorias) order by nombre_categoria) as categorias,
  c.anios_experiencia, p.disponibilidad, p.aspiracion_salarial,
  coalesce(p.documentos_listos_hasta >= (now() at time zone 'America/Bogota')::date, false) as documentos_listos,
  p.acepta_alertas as acepta_contacto,
  p.postulaciones, p.contrataciones, p.misiones,
  p.en_mision_hasta is not null as en_mision,
  p.inasistencias,
  to_char(p.ultima_actividad at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ultima_actividad`;
