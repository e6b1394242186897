import type { IdentityHooks } from '../identity/hooks.js';
import { linkOrCreateCandidate } from './repository.js';

/**
 * What candidates does on identity events. Post-confirmation: link the account to the candidate with
 * that numero_documento (filling only missing contact fields) or create one, in the same transaction.
 */
export const candidateIdentityHooks: IdentityHooks = {
  onConfirmed: async (tx, account) => void (await linkOrCreateCandidate(tx, account)),
};
