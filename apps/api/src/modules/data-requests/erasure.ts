import type { Db } from '../../db/client.js';
import { forgetRecipient } from '../../infra/mail/outbox.js';
import { anonymizeCandidate, type CandidateContact } from '../candidates/service.js';
import { withdrawAllOnErasure, type ConsentOrigin } from '../consents/service.js';
import { eraseDocumentsOf } from '../documents/service.js';
import { deleteAccount } from '../identity/service.js';
import { deleteAlertsOf } from '../vacancy-alerts/service.js';

/**
 * Carries out a deletion request in the caller's transaction (decision 0030): sign-in closes, the
 * documents and requests go, the mails kept for the address go, every authorization ends (the earlier
 * acts stay as proof), and the candidate row becomes an anonymous trace for the statistics. Answers
 * what removes the stored files, to run once the transaction has committed.
 */
export async function eraseCandidate(tx: Db, candidate: CandidateContact, origin: ConsentOrigin) {
  const removeFiles = await eraseDocumentsOf(tx, candidate.id_candidato);
  await withdrawAllOnErasure(tx, candidate.id_candidato, origin);
  await deleteAlertsOf(tx, candidate.id_candidato);
  await deleteAccount(tx, candidate.numero_documento);
  if (candidate.correo) await forgetRecipient(tx, candidate.correo);
  await anonymizeCandidate(tx, candidate.id_candidato);
  return removeFiles;
}
