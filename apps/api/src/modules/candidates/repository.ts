import { eq, inArray, sql } from 'drizzle-orm';
import type { ProfileUpdate } from '@portal/shared/candidates/profile';
import type { Database, Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { candidatos, categorias, ciudades } from '../../db/schema/index.js';
import type { ConfirmedAccount } from '../identity/hooks.js';
import { splitFullName } from './names.js';

export type CandidateRow = typeof candidatos.$inferSelect;

export async function findCandidateByDocument(db: Db, numeroDocumento: string) {
  const [row] = await db.select().from(candidatos).where(eq(candidatos.numero_documento, numeroDocumento));
  return row;
}

const candidateByDocument = preparedQuery((db) =>
  db
    .select()
    .from(candidatos)
    .where(eq(candidatos.numero_documento, sql.placeholder('numeroDocumento')))
    .prepare('candidate_by_document'),
);

/** The signed-in caller's record, read before every candidate route: a statement prepared once. */
export async function findSignedInCandidate(db: Database, numeroDocumento: string) {
  const [row] = await candidateByDocument(db).execute({ numeroDocumento });
  return row;
}

export function findCandidatesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(candidatos).where(inArray(candidatos.id_candidato, ids));
}

/**
 * Links an account to the candidate with that numero_documento, filling only contact fields it lacks,
 * or creates the candidate.
 */
export async function linkOrCreateCandidate(db: Db, account: ConfirmedAccount): Promise<CandidateRow> {
  // Names sent apart are kept as typed ("María José" is one first name); a full name is split.
  const parts = account.given_name
    ? {
        primer_nombre: account.given_name,
        segundo_nombre: null,
        primer_apellido: account.family_name,
        segundo_apellido: null,
      }
    : splitFullName(account.name ?? '');
  const [row] = await db
    .insert(candidatos)
    .values({
      numero_documento: account.username,
      ...parts,
      primer_nombre: parts.primer_nombre || account.username,
      correo: account.email,
      numero_contacto1: account.phone_number,
    })
    .onConflictDoUpdate({
      target: candidatos.numero_documento,
      set: {
        correo: sql`coalesce(${candidatos.correo}, excluded.correo)`,
        numero_contacto1: sql`coalesce(${candidatos.numero_contacto1}, excluded.numero_contacto1)`,
        updated_at: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function updateCandidate(db: Db, candidateId: number, values: ProfileUpdate) {
  const [row] = await db
    .update(candidatos)
    .set({ ...values, updated_at: new Date() })
    .where(eq(candidatos.id_candidato, candidateId))
    .returning();
  return row!;
}

/** Whether the catalogue has this city (DANE code). */
export async function cityExists(db: Db, idCiudad: number) {
  const rows = await db
    .select({ id: ciudades.id_ciudad })
    .from(ciudades)
    .where(eq(ciudades.id_ciudad, idCiudad));
  return rows.length > 0;
}

/** How many of these (distinct) category ids the catalogue has. */
export async function countKnownCategories(db: Db, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: categorias.id_categoria })
    .from(categorias)
    .where(inArray(categorias.id_categoria, ids));
  return rows.length;
}

/**
 * Erasure on request: the row stays, as an anonymous trace for the agency's statistics (its
 * applications keep their vacancy, states and dates), but nothing in it names or reaches the person.
 */
export async function anonymizeCandidate(db: Db, candidateId: number) {
  await db
    .update(candidatos)
    .set({
      numero_documento: `eliminado-${candidateId}`,
      primer_nombre: 'Titular eliminado',
      segundo_nombre: null,
      primer_apellido: null,
      segundo_apellido: null,
      correo: null,
      numero_contacto1: null,
      fecha_nacimiento: null,
      anios_experiencia: null,
      certificaciones: [],
      id_ciudad: null,
      experiencia: null,
      habilidades: [],
      categorias_experiencia: [],
      aspiracion_salarial: null,
      disponibilidad: null,
      updated_at: new Date(),
    })
    .where(eq(candidatos.id_candidato, candidateId));
}
