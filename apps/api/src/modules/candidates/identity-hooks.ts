import { candidateClaimMessages } from '@portal/shared/messages';
import type { Db } from '../../db/client.js';
import type { IdentityHooks, SignUpContext } from '../identity/hooks.js';
import { recordSignUpConsents, signUpConsentRefusal } from '../consents/service.js';
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

/** What candidates does on identity events (Cognito's pre-sign-up and post-confirmation triggers). */
export const candidateIdentityHooks: IdentityHooks = {
  refuseSignUp: async (db, account) =>
    signUpConsentRefusal(account.clientMetadata) ?? (await claimRefusal(db, account.username, account.email)),
  onConfirmed: async (tx, account) => {
    const candidate = await linkOrCreateCandidate(tx, account);
    const context = account.sign_up_context as SignUpContext | null;
    if (context) {
      await recordSignUpConsents(tx, candidate.id_candidato, context.clientMetadata, {
        ip: context.ip,
        agente: context.userAgent,
        at: new Date(context.at),
      });
    }
  },
};
