import type { PublicConfig } from '@portal/shared/system/config';
import type { Env } from '../../env.js';

/**
 * The deployment settings the SPA needs before its first render (GET /api/config, and inlined in every
 * page's first HTML). `origin` is the page's public origin: the built-in pool is served from there.
 */
export function publicConfig(env: Env, origin: string): PublicConfig {
  const usesAwsCognito = Boolean(env.COGNITO_USER_POOL_ID);
  return {
    apiBase: '/api',
    identity: usesAwsCognito
      ? {
          userPoolId: env.COGNITO_USER_POOL_ID ?? '',
          userPoolClientId: env.COGNITO_CLIENT_ID ?? '',
          userPoolEndpoint: null,
        }
      : {
          userPoolId: env.IDENTITY_USER_POOL_ID,
          userPoolClientId: env.IDENTITY_CLIENT_ID,
          userPoolEndpoint: `${origin}/cognito`,
        },
    sentryDsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
  };
}
