import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { candidatos } from '../../db/schema/index.js';
import { splitFullName } from './names.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type CandidateRow = typeof candidatos.$inferSelect;

export async function findCandidateByDocument(db: Database | Tx, numeroDocumento: string) {
  const [row] = await db.select().from(candidatos).where(eq(candidatos.numero_documento, numeroDocumento));
  return row;
}

export interface ConfirmedUser {
  username: string;
  email: string;
  phone_number: string | null;
  name: string | null;
}

/**
 * Post-confirmation trigger: links the new user to the candidate with that numero_documento, filling
 * only contact fields it lacks, or creates the candidate. Runs inside the confirmation transaction.
 */
export async function linkOrCreateCandidate(tx: Database | Tx, user: ConfirmedUser): Promise<CandidateRow> {
  const parts = splitFullName(user.name ?? '');
  const [row] = await tx
    .insert(candidatos)
    .values({
      numero_documento: user.username,
      ...parts,
      primer_nombre: parts.primer_nombre || user.username,
      correo: user.email,
      numero_contacto1: user.phone_number,
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

/** The record in the shape of spec §3 (shared schema `candidateSchema`). */
export function toCandidateView(row: CandidateRow) {
  const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');
  return {
    id_candidato: row.id_candidato,
    numero_documento: row.numero_documento,
    primer_nombre: row.primer_nombre,
    primer_apellido: row.primer_apellido,
    correo: row.correo,
    numero_contacto1: row.numero_contacto1,
    nombre: join(row.primer_nombre, row.segundo_nombre),
    apellido: join(row.primer_apellido, row.segundo_apellido),
    email: row.correo,
  };
}
