import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Built-in user pool. username = numero_documento; id is the Cognito `sub`. */
export const identityUsers = pgTable('identity_users', {
  id: uuid('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  email_verified: boolean('email_verified').notNull().default(false),
  phone_number: text('phone_number'),
  name: text('name'),
  /** Cognito's given_name and family_name, as typed: "María José" stays one first name. */
  given_name: text('given_name'),
  family_name: text('family_name'),
  /** UNCONFIRMED | CONFIRMED | FORCE_CHANGE_PASSWORD | RESET_REQUIRED */
  status: text('status').notNull(),
  srp_salt: text('srp_salt').notNull(),
  srp_verifier: text('srp_verifier').notNull(),
  totp_secret: text('totp_secret'),
  totp_pending_secret: text('totp_pending_secret'),
  totp_enabled: boolean('totp_enabled').notNull().default(false),
  /** The last 30-second step whose code was accepted: a code is good once (RFC 6238, §5.2). */
  totp_last_step: bigint('totp_last_step', { mode: 'number' }),
  email_mfa_enabled: boolean('email_mfa_enabled').notNull().default(false),
  /** SOFTWARE_TOKEN_MFA | EMAIL_OTP | null */
  preferred_mfa: text('preferred_mfa'),
  /** When true and no MFA is set up, sign-in answers MFA_SETUP (a pool with required MFA). */
  mfa_required: boolean('mfa_required').notNull().default(false),
  /** GlobalSignOut: access tokens issued before this instant are rejected. */
  tokens_valid_after: at('tokens_valid_after'),
  /**
   * What the sign-up call carried for the post-confirmation trigger: its ClientMetadata, IP, user agent
   * and time (the consents given on the form are recorded from it once the account is confirmed).
   */
  sign_up_context: jsonb('sign_up_context'),
  ...timestamps,
});

/** One live code per user and purpose (signup, reset, sign_in); only its hash is stored. */
export const identityCodes = pgTable(
  'identity_codes',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: at('expires_at').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('identity_codes_user_purpose').on(table.user_id, table.purpose)],
);

/** Pending sign-in steps (challenges, auto sign-in); the client holds the token, we keep its hash. */
export const identityAuthSessions = pgTable(
  'identity_auth_sessions',
  {
    id_hash: text('id_hash').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expires_at: at('expires_at').notNull(),
  },
  (table) => [index('identity_auth_sessions_expires').on(table.expires_at)],
);

export const identityRefreshTokens = pgTable(
  'identity_refresh_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    origin_jti: uuid('origin_jti').notNull().unique(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    client_id: text('client_id').notNull(),
    auth_time: integer('auth_time').notNull(),
    expires_at: at('expires_at').notNull(),
    revoked_at: at('revoked_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('identity_refresh_tokens_user').on(table.user_id)],
);

/** Failed password attempts per username (Cognito-style exponential lockout). */
export const identityLockouts = pgTable('identity_lockouts', {
  username: text('username').primaryKey(),
  failures: integer('failures').notNull(),
  last_failure_at: at('last_failure_at').notNull(),
  locked_until: at('locked_until'),
});

/** Fixed-window counters per bucket and client IP. */
/** Sliding-window counters: this minute's hits and the previous minute's, weighted by overlap. */
export const identityRateLimits = pgTable('identity_rate_limits', {
  key: text('key').primaryKey(),
  window_start: at('window_start').notNull(),
  hits: integer('hits').notNull(),
  prev_hits: integer('prev_hits').notNull().default(0),
});

/** RS256 signing keys: created once, never regenerated; every row is published in the JWKS. */
export const identitySigningKeys = pgTable('identity_signing_keys', {
  kid: text('kid').primaryKey(),
  private_jwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  public_jwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  created_at: at('created_at')
    .notNull()
    .default(sql`now()`),
});
