const RETURN_PATH_KEY = 'returnTo';

/** Remembers where a signed-out visitor was going, so login can bring them back (spec §2). */
export function rememberReturnPath(pathWithQuery: string): void {
  sessionStorage.setItem(RETURN_PATH_KEY, pathWithQuery);
}

/** Reads and forgets the remembered path; only same-site paths are honoured. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_PATH_KEY);
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
