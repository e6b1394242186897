import { randomUUID } from 'node:crypto';
import type { SignUpContext } from '../hooks.js';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { normalizeEmail, normalizeName, normalizePhone } from '@portal/shared/contact';
import type { Db } from '../../../db/client.js';
import { identityUsers } from '../../../db/schema/index.js';
import { invalidParameter } from '../protocol/cognito-error.js';
import { createVerifier } from '../crypto/srp.js';
import { CODE_TTL_MS } from './codes.js';

export type UserRow = typeof identityUsers.$inferSelect;
export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export async function findUser(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(identityUsers).where(eq(identityUsers.username, username));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(identityUsers).where(eq(identityUsers.id, id));
  return row;
}

/**
 * Whether an account other than `username` has verified this e-mail: its owner proved it is theirs,
 * so nobody else may take it on, even unverified (mails about them would reach that owner).
 */
export async function emailVerifiedElsewhere(db: Db, email: string, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: identityUsers.id })
    .from(identityUsers)
    .where(
      and(
        sql`lower(${identityUsers.email}) = ${email.toLowerCase()}`,
        eq(identityUsers.email_verified, true),
        ne(identityUsers.username, username),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function updateUser(db: Db, id: string, values: Partial<UserRow>) {
  await db
    .update(identityUsers)
    .set({ ...values, updated_at: new Date() })
    .where(eq(identityUsers.id, id));
}

/**
 * Takes a TOTP step for the user if it comes after the last one accepted: false for a code already
 * used (or an older one), so a code seen over someone's shoulder cannot be replayed in its window.
 */
export async function claimTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(identityUsers)
    .set({ totp_last_step: step })
    .where(
      and(
        eq(identityUsers.id, id),
        or(isNull(identityUsers.totp_last_step), lt(identityUsers.totp_last_step, step)),
      ),
    )
    .returning({ id: identityUsers.id });
  return rows.length > 0;
}

export interface UserAttributes {
  email: string;
  phone_number?: string | null;
  name?: string | null;
  given_name?: string | null;
  family_name?: string | null;
}

/** Normalises Cognito's [{Name, Value}] list: email required, phone to E.164 with +57 by default. */
export function parseAttributes(list: unknown, requireEmail: boolean): Partial<UserAttributes> {
  if (list !== undefined && !Array.isArray(list)) throw invalidParameter('UserAttributes must be a list.');
  const out: Partial<UserAttributes> = {};
  for (const item of (list ?? []) as { Name?: unknown; Value?: unknown }[]) {
    const value = typeof item?.Value === 'string' ? item.Value.trim() : '';
    switch (item?.Name) {
      case 'email': {
        const email = normalizeEmail(value);
        if (email === null) throw invalidParameter('Invalid email address format.');
        out.email = email;
        break;
      }
      case 'phone_number': {
        const phone = normalizePhone(value);
        if (phone === null) throw invalidParameter('Invalid phone number format.');
        if (phone) out.phone_number = phone;
        break;
      }
      case 'name':
      case 'given_name':
      case 'family_name':
        out[item.Name] = normalizeName(value) || null;
        break;
      default:
        throw invalidParameter(`Attribute ${String(item?.Name)} is not supported by this user pool.`);
    }
  }
  if (requireEmail && !out.email)
    throw invalidParameter('Attributes did not conform to the schema: email is required.');
  return out;
}

/** Usernames are document numbers: letters, digits and dashes, no spaces. */
export function checkUsername(username: unknown): string {
  if (typeof username !== 'string' || !/^[A-Za-z0-9-]{3,30}$/.test(username)) {
    throw invalidParameter('Username must be a document number (3 to 30 letters, digits or dashes).');
  }
  return username;
}

export interface NewUser extends UserAttributes {
  username: string;
  password: string;
  status: UserStatus;
  poolName: string;
  /** What the sign-up call carried, for the post-confirmation trigger. */
  signUpContext?: SignUpContext;
}

/** Inserts a user, or replaces one that never confirmed (a repeated sign-up); undefined if taken. */
export async function insertUser(db: Db, input: NewUser): Promise<UserRow | undefined> {
  const { salt, verifier } = createVerifier(input.poolName, input.username, input.password);
  const values = {
    username: input.username,
    email: input.email,
    email_verified: input.status === 'CONFIRMED',
    phone_number: input.phone_number ?? null,
    name: input.name ?? null,
    given_name: input.given_name ?? null,
    family_name: input.family_name ?? null,
    status: input.status,
    srp_salt: salt,
    srp_verifier: verifier,
    sign_up_context: input.signUpContext ?? null,
  };
  const [row] = await db
    .insert(identityUsers)
    .values({ ...values, id: randomUUID() })
    .onConflictDoUpdate({
      target: identityUsers.username,
      set: { ...values, updated_at: new Date() },
      // Signing up again before confirming replaces the pending account only for the same e-mail (the
      // person lost the code) or once its code has expired: nobody else can void a pending sign-up.
      setWhere: and(
        eq(identityUsers.status, 'UNCONFIRMED'),
        or(
          sql`${identityUsers.email} = excluded.email`,
          lt(identityUsers.updated_at, new Date(Date.now() - CODE_TTL_MS.signup)),
        ),
      ),
    })
    .returning();
  return row;
}

export function passwordFields(poolName: string, username: string, password: string) {
  const { salt, verifier } = createVerifier(poolName, username, password);
  return { srp_salt: salt, srp_verifier: verifier };
}

export function attributeList(user: UserRow) {
  const list = [
    { Name: 'sub', Value: user.id },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.email_verified) },
  ];
  if (user.phone_number) list.push({ Name: 'phone_number', Value: user.phone_number });
  if (user.name) list.push({ Name: 'name', Value: user.name });
  if (user.given_name) list.push({ Name: 'given_name', Value: user.given_name });
  if (user.family_name) list.push({ Name: 'family_name', Value: user.family_name });
  return list;
}
