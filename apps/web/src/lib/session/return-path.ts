const RETURN_PATH_KEY = 'returnTo';

/** Remembers where a signed-out visitor was going, so login can bring them back (spec §2). */
export function rememberReturnPath(pathWithQuery: string): void {
  sessionStorage.setItem(RETURN_PATH_KEY, pathWithQuery);
}

/** A path on this site, or null: never `//host` or `/\host`, which browsers read as another site. */
export const sameSitePath = (path: string | null): string | null =>
  path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;

/** Reads and forgets the remembered path; only same-site paths are honoured. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_PATH_KEY);
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return sameSitePath(path);
}

/** The query parameter of `/signin` naming the staff screen to return to after login. */
export const STAFF_RETURN_PARAM = 'volver';

/** `/signin`, bringing the person back to `path` once signed in. */
export const staffSignInPath = (path: string) =>
  `/signin?${new URLSearchParams({ [STAFF_RETURN_PARAM]: path }).toString()}`;
