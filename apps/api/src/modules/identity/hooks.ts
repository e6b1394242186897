import type { Db } from '../../db/client.js';

/** An account at the moment its owner confirms it. */
export interface ConfirmedAccount {
  username: string;
  email: string;
  phone_number: string | null;
  name: string | null;
  /** Set when the sign-up form sent the names apart; then they are kept exactly as typed. */
  given_name: string | null;
  family_name: string | null;
  /** What the sign-up call carried (a `SignUpContext`), or null for accounts made another way. */
  sign_up_context: unknown;
}

/** Kept from the SignUp call until confirmation, as Cognito hands ClientMetadata to its triggers. */
export interface SignUpContext {
  clientMetadata: Record<string, string>;
  ip: string | null;
  userAgent: string | null;
  /** ISO time of the sign-up call. */
  at: string;
}

/** An account asking to sign up, for the pre-sign-up trigger. */
export interface SignUpAttempt {
  username: string;
  email: string;
  clientMetadata: Record<string, string>;
}

/**
 * What other modules may run on identity events (Cognito's Lambda triggers), handed in by the
 * composition root so identity imports no other module.
 */
export interface IdentityHooks {
  /**
   * Pre-sign-up: answers why this username may not sign up with this e-mail (a person-readable
   * Spanish reason), or null. Asked at sign-up and again at confirmation; a refusal is answered as
   * Cognito answers a failed trigger (UserLambdaValidationException).
   */
  refuseSignUp(db: Db, account: SignUpAttempt): Promise<string | null>;
  /** Post-confirmation: runs inside the confirmation transaction; throwing undoes the confirmation. */
  onConfirmed(tx: Db, account: ConfirmedAccount): Promise<void>;
}

export const NO_HOOKS: IdentityHooks = { refuseSignUp: async () => null, onConfirmed: async () => {} };
