import type { SignInOutput } from 'aws-amplify/auth';
import { hasStoredIdentity, loadAuth, prepareSrpWorker } from '../amplify';
import type { LoginMethod } from './session-context';

/** The signed-in username (the document number), or null; not being signed in is normal (spec §8). */
export async function currentUsername(): Promise<string | null> {
  if (!hasStoredIdentity()) return null;
  const { getCurrentUser } = await loadAuth();
  try {
    return (await getCurrentUser()).username;
  } catch (error) {
    if ((error as Error).name === 'UserUnAuthenticatedException') return null;
    throw error;
  }
}

/** Starts a sign-in: SRP with the password (the default flow), or USER_AUTH with an e-mail code. */
export async function startSignIn(
  username: string,
  password: string,
  method: LoginMethod,
): Promise<SignInOutput> {
  if (method === 'password') prepareSrpWorker();
  const { signIn, signOut } = await loadAuth();
  // Amplify refuses a second sign-in while tokens are stored (e.g. a user without a candidate record).
  if (hasStoredIdentity()) await signOut();
  if (method === 'emailCode') {
    return signIn({ username, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' } });
  }
  return signIn({ username, password });
}

/** Signs out of the identity provider; a failure is only logged (spec §8). */
export async function endIdentitySession(): Promise<void> {
  try {
    const { signOut } = await loadAuth();
    await signOut();
  } catch (error) {
    console.warn('No se pudo cerrar la sesión en el proveedor de identidad', error);
  }
}
