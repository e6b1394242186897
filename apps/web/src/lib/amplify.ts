import type { PublicConfig } from '@portal/shared/system/config';

export type AuthModule = typeof import('aws-amplify/auth');
type IdentityConfig = PublicConfig['identity'];

let identity: IdentityConfig | null = null;
let loading: Promise<AuthModule> | null = null;

/** Remembers the user pool settings read from GET /api/config; Amplify itself loads on first use. */
export function setIdentityConfig(config: IdentityConfig): void {
  identity = config;
}

/** Amplify v6 options for the configured pool; the endpoint is set only for the built-in service. */
export function amplifyAuthOptions(config: IdentityConfig) {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { username: true },
      },
    },
  };
}

/**
 * The `aws-amplify/auth` API, configured. Loaded on demand so screens that never touch the
 * session (policy pages, a signed-out visitor's first view) do not download it.
 */
export function loadAuth(): Promise<AuthModule> {
  if (!identity) return Promise.reject(new Error('La configuración de identidad no está disponible.'));
  const config = identity;
  loading ??= import('./amplify-auth')
    .then(({ configuredAuth }) => configuredAuth(amplifyAuthOptions(config)))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * Starts the SRP worker ahead of a password sign-in (decision 0075): while the password is typed
 * (decision 0078), or at the latest while Amplify itself loads.
 */
export function prepareSrpWorker(): void {
  import('./srp/off-thread-mod-pow').then(({ startSrpWorker }) => startSrpWorker()).catch(() => undefined);
}

/**
 * Whether Amplify has tokens stored for this pool (its `LastAuthUser` key). When not, nobody is
 * signed in and there is no need to load Amplify to find that out.
 */
export function hasStoredIdentity(storage: Storage = window.localStorage): boolean {
  if (!identity) return false;
  return storage.getItem(`CognitoIdentityServiceProvider.${identity.userPoolClientId}.LastAuthUser`) !== null;
}

/**
 * Whether the visitor is known to be signed out before any call: the server's render (no window), or
 * a browser with no stored tokens. The first render then shows the signed-out screen at once, as the
 * server rendered it, instead of a loader while the session is checked.
 */
export const knownSignedOut = () => typeof window === 'undefined' || !hasStoredIdentity();

/** The id token for the API's Authorization header, or null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  if (!hasStoredIdentity()) return null;
  try {
    const { fetchAuthSession } = await loadAuth();
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}
