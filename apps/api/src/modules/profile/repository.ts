import { eq } from 'drizzle-orm';
import type { ProfileUpdate } from '@portal/shared/profile';
import type { Database } from '../../db/client.js';
import { candidatos, identityUsers } from '../../db/schema/index.js';

/**
 * Writes the candidate and the identity user's email, phone and name in one transaction, so the
 * sign-in attributes never disagree with the profile. A changed e-mail is no longer verified, as
 * Cognito's UpdateUserAttributes does.
 */
export async function saveProfile(
  db: Database,
  candidateId: number,
  username: string,
  values: ProfileUpdate,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(candidatos)
      .set({ ...values, updated_at: new Date() })
      .where(eq(candidatos.id_candidato, candidateId))
      .returning();
    const [user] = await tx
      .select({ id: identityUsers.id, email: identityUsers.email })
      .from(identityUsers)
      .where(eq(identityUsers.username, username));
    if (user) {
      const emailChanged = user.email !== values.correo;
      const name = [
        values.primer_nombre,
        values.segundo_nombre,
        values.primer_apellido,
        values.segundo_apellido,
      ]
        .filter(Boolean)
        .join(' ');
      await tx
        .update(identityUsers)
        .set({
          email: values.correo,
          phone_number: values.numero_contacto1,
          name,
          ...(emailChanged ? { email_verified: false, email_mfa_enabled: false } : {}),
          updated_at: new Date(),
        })
        .where(eq(identityUsers.id, user.id));
    }
    return row!;
  });
}
