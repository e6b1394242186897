import { eq } from 'drizzle-orm';
import { profileMessages } from '@portal/shared/messages';
import type { Db } from '../../db/client.js';
import { identityLockouts, identityUsers } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { emailVerifiedElsewhere } from './store/users.js';

export interface ContactAttributes {
  email: string;
  phone_number: string | null;
  name: string;
}

/**
 * Another module changed the person's contact data (the candidate's profile): the account follows, in
 * the caller's transaction. A changed e-mail is no longer verified, as Cognito's UpdateUserAttributes does;
 * one that another account verified is refused with a 409 on `correo` (the caller's transaction undoes).
 */
export async function syncContactAttributes(db: Db, username: string, attributes: ContactAttributes) {
  const [user] = await db
    .select({ id: identityUsers.id, email: identityUsers.email })
    .from(identityUsers)
    .where(eq(identityUsers.username, username));
  if (!user) return;
  const emailChanged = user.email !== attributes.email;
  if (emailChanged && (await emailVerifiedElsewhere(db, attributes.email, username)))
    throw new AppError('CONFLICT', profileMessages.emailTaken, { correo: profileMessages.emailTaken });
  await db
    .update(identityUsers)
    .set({
      ...attributes,
      ...(emailChanged ? { email_verified: false, email_mfa_enabled: false } : {}),
      updated_at: new Date(),
    })
    .where(eq(identityUsers.id, user.id));
}

/**
 * Closes an account for good, in the caller's transaction (its owner's data was erased): codes,
 * sign-in sessions and refresh tokens go with it (cascade), and so does any lockout under its name.
 */
export async function deleteAccount(db: Db, username: string) {
  await db.delete(identityUsers).where(eq(identityUsers.username, username));
  await db.delete(identityLockouts).where(eq(identityLockouts.username, username));
}

/**
 * For the person's own data export: what the account holds about them, never its secrets (SRP salt
 * and verifier, TOTP secrets, codes, sessions and tokens stay in the user pool). Undefined when the
 * user pool is not this one (AWS Cognito) or the person has no account.
 */
export async function accountOf(db: Db, username: string) {
  const [account] = await db
    .select({
      usuario: identityUsers.username,
      correo: identityUsers.email,
      correo_verificado: identityUsers.email_verified,
      telefono: identityUsers.phone_number,
      nombre: identityUsers.name,
      nombres: identityUsers.given_name,
      apellidos: identityUsers.family_name,
      estado: identityUsers.status,
      verificacion_app_activa: identityUsers.totp_enabled,
      verificacion_correo_activa: identityUsers.email_mfa_enabled,
      verificacion_preferida: identityUsers.preferred_mfa,
      verificacion_obligatoria: identityUsers.mfa_required,
      creado_en: identityUsers.created_at,
      actualizado_en: identityUsers.updated_at,
    })
    .from(identityUsers)
    .where(eq(identityUsers.username, username));
  return account;
}
