import { CANDIDATE_AVAILABILITY } from '@portal/shared/candidates/work-profile';
import type { CandidateRow } from './repository.js';

const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

/** The record in the shape of spec §3 (shared schema `candidateSchema`). */
export function toCandidateView(row: CandidateRow) {
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

/** The column is plain text: a value outside the list (written by hand) reads as not said. */
const availabilityOf = (value: string | null) =>
  CANDIDATE_AVAILABILITY.find((known) => known === value) ?? null;

/** Answer of GET and PUT /api/candidate/profile (shared schema `profileSchema`). */
export const toProfile = (row: CandidateRow) => ({
  id_candidato: row.id_candidato,
  numero_documento: row.numero_documento,
  primer_nombre: row.primer_nombre,
  segundo_nombre: row.segundo_nombre,
  primer_apellido: row.primer_apellido,
  segundo_apellido: row.segundo_apellido,
  correo: row.correo,
  numero_contacto1: row.numero_contacto1,
  fecha_nacimiento: row.fecha_nacimiento,
  anios_experiencia: row.anios_experiencia,
  certificaciones: row.certificaciones,
  id_ciudad: row.id_ciudad,
  experiencia: row.experiencia,
  habilidades: row.habilidades,
  categorias_experiencia: row.categorias_experiencia,
  aspiracion_salarial: row.aspiracion_salarial,
  disponibilidad: availabilityOf(row.disponibilidad),
});

/** The full name the identity service keeps as its `name` attribute. */
export const fullName = (
  row: Pick<CandidateRow, 'primer_nombre' | 'segundo_nombre' | 'primer_apellido' | 'segundo_apellido'>,
) => join(row.primer_nombre, row.segundo_nombre, row.primer_apellido, row.segundo_apellido);
