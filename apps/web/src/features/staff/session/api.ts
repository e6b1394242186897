import { queryOptions } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { staffMeQueryKey } from '@portal/shared/system/query-keys';
import type { LoginBody, StaffUser } from '@portal/shared/users/staff';
import { apiRequest } from '@/lib/api-client';
import { parsedWith, schemaIn } from '@/lib/parse-later';
import { removeCsrfCookie } from '@/lib/session/storage-cleanup';

// The panel's frame asks /auth/me on its first screen: the schemas (and zod) load with the call, not
// with that screen (decisions 0025, 0073).
const schema = schemaIn(() => import('@portal/shared/users/staff'));

/** Mirrors the signed-in user as JSON in local storage key `user`, removed when null (spec §3). */
export function rememberUser(user: StaffUser | null) {
  if (user) window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  else window.localStorage.removeItem(STORAGE_KEYS.user);
}

/** POST /api/auth/login: sets the session cookies; answers the user and where their area is. */
export async function login(body: LoginBody) {
  const result = await parsedWith(
    schema('loginResultSchema'),
    apiRequest('/auth/login', { method: 'POST', body }),
  );
  rememberUser(result.user);
  return result;
}

/** POST /api/auth/logout, then the cookie and stored user go as spec §4 says, even if the call failed. */
export async function logout() {
  try {
    await parsedWith(schema('messageSchema'), apiRequest('/auth/logout', { method: 'POST' }));
  } finally {
    removeCsrfCookie();
    rememberUser(null);
  }
}

export const meQuery = queryOptions({
  queryKey: staffMeQueryKey,
  queryFn: () => parsedWith(schema('staffUserSchema'), apiRequest('/auth/me')),
  retry: false,
  staleTime: 60_000,
});

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['staff', 'invitation', token],
    queryFn: () =>
      parsedWith(schema('invitationSchema'), apiRequest('/auth/invitation', { query: { token } })),
    retry: false,
  });

export async function acceptInvitation(token: string, password: string) {
  return parsedWith(
    schema('messageSchema'),
    apiRequest('/auth/accept_invitation', { method: 'POST', body: { token, password } }),
  );
}

/** POST /api/auth/forgot_password: the same answer whether or not the address has a user. */
export async function requestPasswordReset(correo: string) {
  return parsedWith(
    schema('messageSchema'),
    apiRequest('/auth/forgot_password', { method: 'POST', body: { correo } }),
  );
}

export const passwordResetQuery = (token: string) =>
  queryOptions({
    queryKey: ['staff', 'password-reset', token],
    queryFn: () =>
      parsedWith(schema('invitationSchema'), apiRequest('/auth/reset_password', { query: { token } })),
    retry: false,
  });

/** POST /api/auth/reset_password: sets the new password and signs in (every other session ends). */
export async function resetPassword(token: string, password: string) {
  const result = await parsedWith(
    schema('loginResultSchema'),
    apiRequest('/auth/reset_password', { method: 'POST', body: { token, password } }),
  );
  rememberUser(result.user);
  return result;
}
