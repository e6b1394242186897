import type { ProfileUpdate } from '@portal/shared/profile';
import type { Database } from '../../db/client.js';
import { syncContactAttributes } from '../identity/service.js';
import { findCandidateByDocument, updateCandidate, type CandidateRow } from './repository.js';
import { fullName } from './views.js';

export { findCandidateByDocument, type CandidateRow };

/**
 * Writes the candidate and, through identity's own service, the account's e-mail, phone and name in
 * one transaction, so the sign-in attributes never disagree with the profile.
 */
export function saveProfile(db: Database, candidate: CandidateRow, values: ProfileUpdate) {
  return db.transaction(async (tx) => {
    const row = await updateCandidate(tx, candidate.id_candidato, values);
    await syncContactAttributes(tx, candidate.numero_documento, {
      email: values.correo,
      phone_number: values.numero_contacto1,
      name: fullName(values),
    });
    return row;
  });
}
