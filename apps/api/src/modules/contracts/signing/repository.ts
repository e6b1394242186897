import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  candidatos,
  contratos,
  empresas,
  firmasContrato,
  misiones,
  plantillasContrato,
  postulaciones,
} from '../../../db/schema/index.js';

/** The newest version of a type's template. */
export async function latestTemplate(db: Db, tipo: string) {
  const [row] = await db
    .select({ id: plantillasContrato.id, cuerpo: plantillasContrato.cuerpo })
    .from(plantillasContrato)
    .where(eq(plantillasContrato.tipo, tipo))
    .orderBy(desc(plantillasContrato.version))
    .limit(1);
  return row;
}

export type NewContract = typeof contratos.$inferInsert;
/** The new contract's id, or undefined when the assignment already has one in force. */
export async function insertContract(db: Db, row: NewContract) {
  const [saved] = await db
    .insert(contratos)
    .values(row)
    .onConflictDoNothing({ target: contratos.id_mision, where: sql`${contratos.estado} <> 'anulado'` })
    .returning({ id: contratos.id_contrato });
  return saved?.id;
}

const summaryColumns = {
  id: contratos.id_contrato,
  id_mision: contratos.id_mision,
  codigo: contratos.codigo,
  tipo: contratos.tipo,
  estado: contratos.estado,
  emitido_en: contratos.emitido_en,
};

/**
 * A contract with the assignment, worker and company it belongs to, if `scope` (written over
 * misiones, empresas and postulaciones) lets the caller reach it.
 */
export async function contractInScope(db: Db, idContrato: number, scope: SQL | undefined) {
  const [row] = await db
    .select({
      ...summaryColumns,
      texto: contratos.texto,
      sha256_documento: contratos.sha256_documento,
      id_postulacion: misiones.id_postulacion,
      id_empresa: misiones.id_empresa,
      servicio: misiones.servicio,
      terminada_el: misiones.terminada_el,
      empresa: empresas.razon_social,
      id_candidato: candidatos.id_candidato,
      correo_trabajador: candidatos.correo,
      documento_trabajador: candidatos.numero_documento,
      primer_nombre: candidatos.primer_nombre,
      segundo_nombre: candidatos.segundo_nombre,
      primer_apellido: candidatos.primer_apellido,
      segundo_apellido: candidatos.segundo_apellido,
    })
    .from(contratos)
    .innerJoin(misiones, eq(misiones.id_mision, contratos.id_mision))
    .innerJoin(empresas, eq(empresas.id_empresa, misiones.id_empresa))
    .innerJoin(postulaciones, eq(postulaciones.id_postulacion, misiones.id_postulacion))
    .innerJoin(candidatos, eq(candidatos.id_candidato, postulaciones.id_candidato))
    .where(and(eq(contratos.id_contrato, idContrato), scope));
  return row;
}
export type ScopedContract = NonNullable<Awaited<ReturnType<typeof contractInScope>>>;

/** The PDF a party downloads: the signed one once there is one, else the one issued. */
export async function contractFiles(db: Db, idContrato: number) {
  const [row] = await db
    .select({ documento: contratos.pdf_documento, firmado: contratos.pdf_firmado, codigo: contratos.codigo })
    .from(contratos)
    .where(eq(contratos.id_contrato, idContrato));
  return row;
}

/** Locks the contract's row for the rest of the transaction; its state, or undefined. */
export async function lockContract(db: Db, idContrato: number) {
  const [row] = await db
    .select({ estado: contratos.estado })
    .from(contratos)
    .where(eq(contratos.id_contrato, idContrato))
    .for('update');
  return row?.estado;
}

/** Moves a contract on only from the state the caller saw: a second click or a race changes nothing. */
export async function moveContract(
  db: Db,
  idContrato: number,
  from: string,
  set: Partial<typeof contratos.$inferInsert>,
) {
  const moved = await db
    .update(contratos)
    .set(set)
    .where(and(eq(contratos.id_contrato, idContrato), eq(contratos.estado, from)))
    .returning({ id: contratos.id_contrato });
  return moved.length > 0;
}

export async function insertSignature(db: Db, row: typeof firmasContrato.$inferInsert) {
  await db.insert(firmasContrato).values(row);
}

export function signaturesOf(db: Db, idContrato: number) {
  return db
    .select()
    .from(firmasContrato)
    .where(eq(firmasContrato.id_contrato, idContrato))
    .orderBy(asc(firmasContrato.firmado_en));
}

/** The contract in force of each assignment, with when each party signed (the cards show it). */
export async function contractsOfAssignments(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...summaryColumns, rol: firmasContrato.rol, firmado_en: firmasContrato.firmado_en })
    .from(contratos)
    .leftJoin(firmasContrato, eq(firmasContrato.id_contrato, contratos.id_contrato))
    .where(and(inArray(contratos.id_mision, ids), ne(contratos.estado, 'anulado')));
  return rows;
}

export async function contractByCode(db: Db, codigo: string) {
  const [row] = await db
    .select({
      id: contratos.id_contrato,
      id_mision: contratos.id_mision,
      tipo: contratos.tipo,
      estado: contratos.estado,
      emitido_en: contratos.emitido_en,
      sha256_documento: contratos.sha256_documento,
      sha256_firmado: contratos.sha256_firmado,
    })
    .from(contratos)
    .where(eq(contratos.codigo, codigo));
  return row;
}
