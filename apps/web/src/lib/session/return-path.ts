import { JOB_STORAGE_PREFIX } from '@portal/shared/constants';

const RETURN_PATH_KEY = 'returnTo';
/**
 * A return that outlives the tab: an application started signed out. A sign-up is often confirmed
 * later (the code arrives by e-mail, the phone closes the tab), and the application must still be
 * finished then. A `job_` key, so logout clears it (spec §3).
 */
const LASTING_KEY = `${JOB_STORAGE_PREFIX}volver`;
const LASTING_MS = 2 * 24 * 3600_000;

/** Remembers where a signed-out visitor was going, so login can bring them back (spec §2). */
export function rememberReturnPath(pathWithQuery: string, { lasting = false } = {}): void {
  sessionStorage.setItem(RETURN_PATH_KEY, pathWithQuery);
  if (lasting) localStorage.setItem(LASTING_KEY, JSON.stringify({ path: pathWithQuery, at: Date.now() }));
}

function lastingPath(now: number): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(LASTING_KEY) ?? 'null') as { path?: unknown; at?: unknown };
    return typeof saved?.path === 'string' && typeof saved.at === 'number' && now - saved.at < LASTING_MS
      ? saved.path
      : null;
  } catch {
    return null;
  }
}

/** A path on this site, or null: never `//host` or `/\host`, which browsers read as another site. */
export const sameSitePath = (path: string | null): string | null =>
  path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;

/** Reads and forgets the remembered path (this tab's first); only same-site paths are honoured. */
export function takeReturnPath(now = Date.now()): string | null {
  const path = sessionStorage.getItem(RETURN_PATH_KEY) ?? lastingPath(now);
  sessionStorage.removeItem(RETURN_PATH_KEY);
  localStorage.removeItem(LASTING_KEY);
  return sameSitePath(path);
}

/** The query parameter of `/signin` naming the staff screen to return to after login. */
export const STAFF_RETURN_PARAM = 'volver';

/** `/signin`, bringing the person back to `path` once signed in. */
export const staffSignInPath = (path: string) =>
  `/signin?${new URLSearchParams({ [STAFF_RETURN_PARAM]: path }).toString()}`;

/**
 * `/?volver=<path>&<field>=…`: where a plain form sent a signed-out visitor to sign in, before or
 * without the app (the vacancy's «Postularme», decision 0072). Remembers `path` with the form's other
 * filled fields added to its query, as the app's own press does, and returns the address to show
 * instead (`/`); null when the address is not such a form's.
 */
export function rememberFormReturn({ pathname, search, origin }: Location | URL): string | null {
  const params = new URLSearchParams(search);
  const path = sameSitePath(params.get(STAFF_RETURN_PARAM));
  if (pathname !== '/' || !path) return null;
  const target = new URL(path, origin);
  params.delete(STAFF_RETURN_PARAM);
  for (const [key, value] of params) if (value) target.searchParams.set(key, value);
  rememberReturnPath(`${target.pathname}${target.search}`, { lasting: true });
  return '/';
}
