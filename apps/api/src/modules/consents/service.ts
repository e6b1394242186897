import {
  CONSENT_KINDS,
  CONSENT_TEXTS,
  SIGN_UP_CONSENT_KEYS,
  type ConsentChange,
  type ConsentEntry,
  type ConsentKind,
  type ConsentState,
} from '@portal/shared/consents/consents';
import { consentMessages } from '@portal/shared/messages';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { privacyPolicyInForce } from './policy.js';
import {
  candidatesGranting,
  grantStands,
  insertConsents,
  listConsents,
  listConsentsInOrder,
  type ConsentRow,
  type NewConsent,
} from './repository.js';

/** Where a consent act comes from: the proof kept beside it. */
export interface ConsentOrigin {
  ip: string | null;
  agente: string | null;
  at: Date;
}

function consentRow(
  candidateId: number,
  tipo: ConsentKind,
  otorgado: boolean,
  origin: ConsentOrigin,
): NewConsent {
  const policy = privacyPolicyInForce();
  return {
    id_candidato: candidateId,
    tipo,
    otorgado,
    texto: CONSENT_TEXTS[tipo],
    politica_version: policy.version,
    politica_hash: policy.hash,
    ip: origin.ip,
    agente: origin.agente,
    creado_en: origin.at,
  };
}

/** Pre-sign-up: the processing authorization for the policy in force is required (Ley 1581, art. 9). */
export function signUpConsentRefusal(metadata: Record<string, string>): string | null {
  const version = metadata[SIGN_UP_CONSENT_KEYS.tratamiento];
  if (!version) return consentMessages.required;
  return version === privacyPolicyInForce().version ? null : consentMessages.outdatedPolicy;
}

/** Post-confirmation: records the boxes ticked on the sign-up form, with that call's IP, agent and time. */
export async function recordSignUpConsents(
  tx: Db,
  candidateId: number,
  metadata: Record<string, string>,
  origin: ConsentOrigin,
): Promise<void> {
  if (signUpConsentRefusal(metadata)) return;
  const optional = (tipo: 'compartir' | 'alertas') => metadata[SIGN_UP_CONSENT_KEYS[tipo]] === 'si';
  await insertConsents(tx, [
    consentRow(candidateId, 'tratamiento', true, origin),
    consentRow(candidateId, 'compartir', optional('compartir'), origin),
    consentRow(candidateId, 'alertas', optional('alertas'), origin),
  ]);
}

/** What the candidates module's identity hooks run at sign-up (composed in app.ts and the seed). */
export const signUpConsents = { refusal: signUpConsentRefusal, record: recordSignUpConsents };

/** The newest act of each kind is what stands. */
function standing(rows: ConsentRow[], tipo: ConsentKind): ConsentRow | undefined {
  return rows.find((row) => row.tipo === tipo);
}

const toEntry = (row: ConsentRow): ConsentEntry => ({
  tipo: row.tipo as ConsentKind,
  otorgado: row.otorgado,
  texto: row.texto,
  politica_version: row.politica_version,
  politica_hash: row.politica_hash,
  fecha: row.creado_en.toISOString(),
  ip: row.ip,
  agente: row.agente,
});

export async function consentState(db: Db, candidateId: number): Promise<ConsentState> {
  const rows = await listConsents(db, candidateId);
  const policy = privacyPolicyInForce();
  const processing = standing(rows, 'tratamiento');
  const stands = (tipo: ConsentKind) => standing(rows, tipo)?.otorgado === true;
  return {
    politica_version: policy.version,
    requiere_renovacion: !processing?.otorgado || processing.politica_version !== policy.version,
    vigentes: Object.fromEntries(
      CONSENT_KINDS.map((tipo) => [tipo, stands(tipo)]),
    ) as ConsentState['vigentes'],
    historial: rows.map(toEntry),
  };
}

/** Of these candidates, those whose `tipo` authorization stands now (one query for all). */
export { candidatesGranting, grantStands };

/**
 * Of these candidates, those who let the agency share their CV and documents with client companies
 * now (the sharing authorization's newest act gives it).
 */
export const candidatesSharingDocuments = (db: Db, candidateIds: number[]) =>
  candidatesGranting(db, candidateIds, 'compartir');
/** Every act of one candidate, oldest first: the proof as kept, for their data export. */
export async function consentHistory(db: Db, candidateId: number): Promise<ConsentEntry[]> {
  return (await listConsentsInOrder(db, candidateId)).map(toEntry);
}

/** Whether one authorization stands now (sharing with companies, e-mail alerts). */
export async function consentStands(db: Db, candidateId: number, tipo: ConsentKind): Promise<boolean> {
  return (await candidatesGranting(db, [candidateId], tipo)).has(candidateId);
}

/**
 * Gives or withdraws one authorization. Processing is only given (again, for a new policy version):
 * withdrawing it means closing the account, which goes through a deletion request.
 */
export async function changeConsent(
  db: Db,
  candidateId: number,
  change: ConsentChange,
  origin: ConsentOrigin,
): Promise<ConsentState> {
  if (change.tipo === 'tratamiento') {
    if (!change.otorgado) throw AppError.conflict(consentMessages.withdrawProcessing);
    if (change.politica_version !== privacyPolicyInForce().version) {
      throw AppError.badRequest(consentMessages.outdatedPolicy);
    }
  }
  await insertConsents(db, [consentRow(candidateId, change.tipo, change.otorgado, origin)]);
  return consentState(db, candidateId);
}

/** Erasure on request: every authorization ends with the account (the earlier acts stay as proof). */
export async function withdrawAllOnErasure(tx: Db, candidateId: number, origin: ConsentOrigin) {
  await insertConsents(
    tx,
    CONSENT_KINDS.map((tipo) => consentRow(candidateId, tipo, false, origin)),
  );
}
