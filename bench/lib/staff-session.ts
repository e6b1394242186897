/** Signs in a demo staff account and answers the headers of a mutating call (cookie + CSRF). */
export async function staffHeaders(
  portalUrl: string,
  correo = 'admin@portal.local',
): Promise<Record<string, string>> {
  const res = await fetch(`${portalUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ correo, password: 'Portal2026!' }),
  });
  if (!res.ok) throw new Error(`no se pudo iniciar sesión como ${correo}: ${res.status} ${await res.text()}`);
  const cookies = Object.fromEntries(
    res.headers.getSetCookie().map((line) => line.split(';')[0]!.split('=') as [string, string]),
  );
  return {
    cookie: `access_token_cookie=${cookies.access_token_cookie}; csrf_access_token=${cookies.csrf_access_token}`,
    'x-csrf-token': cookies.csrf_access_token!,
  };
}
