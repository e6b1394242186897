import type { ProfileUpdate } from '@portal/shared/candidates/profile';
import { workProfileMessages } from '@portal/shared/messages';
import type { Database, Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { syncContactAttributes } from '../identity/service.js';
import {
  anonymizeCandidate,
  cityExists,
  countKnownCategories,
  findCandidateByDocument,
  findCandidatesByIds,
  updateCandidate,
  type CandidateRow,
} from './repository.js';
import { fullName } from './views.js';

export { anonymizeCandidate, findCandidateByDocument, type CandidateRow };

/** For other modules: who these candidates are and where to write to them. */
export async function candidateContacts(db: Db, ids: number[]) {
  const rows = await findCandidatesByIds(db, ids);
  return rows.map((row) => ({
    id_candidato: row.id_candidato,
    nombre: fullName(row),
    primer_nombre: row.primer_nombre,
    numero_documento: row.numero_documento,
    correo: row.correo,
  }));
}
export type CandidateContact = Awaited<ReturnType<typeof candidateContacts>>[number];

/** The city and categories must be the catalogue's: a 400 that says which, never a foreign-key 500. */
async function checkCatalogIds(db: Db, values: ProfileUpdate) {
  if (values.id_ciudad !== null && !(await cityExists(db, values.id_ciudad))) {
    throw AppError.badRequest(workProfileMessages.unknownCity, {
      id_ciudad: workProfileMessages.unknownCity,
    });
  }
  const categories = values.categorias_experiencia;
  if ((await countKnownCategories(db, categories)) < categories.length) {
    const message = workProfileMessages.unknownCategory;
    throw AppError.badRequest(message, { categorias_experiencia: message });
  }
}

/**
 * Writes the candidate and, through identity's own service, the account's e-mail, phone and name in
 * one transaction, so the sign-in attributes never disagree with the profile.
 */
export function saveProfile(db: Database, candidate: CandidateRow, values: ProfileUpdate) {
  return db.transaction(async (tx) => {
    await checkCatalogIds(tx, values);
    const row = await updateCandidate(tx, candidate.id_candidato, values);
    await syncContactAttributes(tx, candidate.numero_documento, {
      email: values.correo,
      phone_number: values.numero_contacto1,
      name: fullName(values),
    });
    return row;
  });
}
