import { candidateClaimMessages } from '@portal/shared/messages';
import type { Db } from '../../db/client.js';
import type { IdentityHooks, SignUpContext } from '../identity/hooks.js';
import { findCandidateByDocument, linkOrCreateCandidate } from './repository.js';

/**
 * A candidate record that exists before its owner creates a password (imported or created by the
 * agency) is claimed only through the e-mail on file: the confirmation code then goes to that address.
 */
async function claimRefusal(db: Db, username: string, email: string): Promise<string | null> {
  const candidate = await findCandidateByDocument(db, username);
  if (!candidate) return null;
  if (!candidate.correo) return candidateClaimMessages.noEmail;
  return candidate.correo.toLowerCase() === email.toLowerCase()
    ? null
    : candidateClaimMessages.otherEmail(candidate.correo);
}

/**
 * The sign-up authorizations (Ley 1581), as the consents module keeps them. Handed in by the
 * composition root: consents reads the signed-in candidate from this module, so it is not imported here.
 */
export interface SignUpConsents {
  /** Why the boxes ticked on the sign-up form do not let it go on, or null. */
  refusal(metadata: Record<string, string>): string | null;
  /** Records the boxes ticked, with the sign-up call's IP, agent and time. */
  record(
    tx: Db,
    candidateId: number,
    metadata: Record<string, string>,
    origin: { ip: string | null; agente: string | null; at: Date },
  ): Promise<void>;
}

/** What candidates does on identity events (Cognito's pre-sign-up and post-confirmation triggers). */
export const candidateIdentityHooks = (consents: SignUpConsents): IdentityHooks => ({
  refuseSignUp: async (db, account) =>
    consents.refusal(account.clientMetadata) ?? (await claimRefusal(db, account.username, account.email)),
  onConfirmed: async (tx, account) => {
    const candidate = await linkOrCreateCandidate(tx, account);
    const context = account.sign_up_context as SignUpContext | null;
    if (context) {
      await consents.record(tx, candidate.id_candidato, context.clientMetadata, {
        ip: context.ip,
        agente: context.userAgent,
        at: new Date(context.at),
      });
    }
  },
});
