import { CSRF_COOKIE, JOB_STORAGE_PREFIX, STORAGE_KEYS } from '@portal/shared/constants';

/** Keys logout clears (spec §3, §4): every listed key but authEvent, which logout writes. */
export const LOGOUT_KEYS = [
  STORAGE_KEYS.candidate,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.userToken,
  STORAGE_KEYS.user,
  STORAGE_KEYS.utmSource,
  STORAGE_KEYS.utmCampaign,
  STORAGE_KEYS.slotId,
  STORAGE_KEYS.selectedJobId,
  STORAGE_KEYS.vacancyRegister,
] as const;

/** Removes exactly the session keys and every `job_` key; anything else stays. */
export function clearSessionKeys(storage: Storage): void {
  const jobKeys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(JOB_STORAGE_PREFIX)) jobKeys.push(key);
  }
  for (const key of [...LOGOUT_KEYS, ...jobKeys]) storage.removeItem(key);
}

/** The parent domain the staff cookie lives on (`portal.example.co` -> `example.co`); none for hosts. */
export function parentDomain(hostname: string): string | null {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : hostname;
}

/** Cookie strings that expire the csrf cookie (path /, secure, on the parent domain, and host-only). */
export function csrfCookieRemovals(hostname: string): string[] {
  const base = `${CSRF_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Secure; SameSite=Lax`;
  const domain = parentDomain(hostname);
  return domain ? [`${base}; Domain=${domain}`, base] : [base];
}

export function removeCsrfCookie(doc: Document = document): void {
  for (const cookie of csrfCookieRemovals(doc.location.hostname)) doc.cookie = cookie;
}

/** Signals a login or logout to the other tabs (spec §3 authEvent). */
export function writeAuthEvent(storage: Storage = window.localStorage): void {
  storage.setItem(STORAGE_KEYS.authEvent, String(Date.now()));
}
