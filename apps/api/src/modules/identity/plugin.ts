import fp from 'fastify-plugin';
import type { IdentityHooks } from './hooks.js';
import type { IdentityContext } from './protocol/context.js';
import { cognitoRoutes } from './protocol/routes.js';
import { createTokenVerifier } from './protocol/token-verifier.js';
import { KeyStore } from './store/keys.js';
import { LiveSessions } from './store/live-sessions.js';
import { purgeExpired } from './store/purge.js';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityContext;
  }
}

/**
 * The built-in Cognito-compatible user pool: POST /cognito and the JWKS. Its codes go out through
 * `app.mail`'s outbox; what other modules do on its events comes in as `hooks`.
 */
export const identityModule = fp<{ hooks: IdentityHooks }>(
  async (app, { hooks }) => {
    const keys = new KeyStore(app.db);
    const ctx: IdentityContext = {
      db: app.db,
      env: app.env,
      clock: app.clock,
      keys,
      liveSessions: new LiveSessions(app.db),
      poolName: app.env.IDENTITY_USER_POOL_ID.split('_')[1]!,
      hooks,
    };
    app.decorate('identity', ctx);
    // Creates the signing key on first start, so no request ever races to do it.
    app.addHook('onReady', async () => void (await keys.signingKey()));
    // Expired sessions, codes, counters and tokens are swept every 10 minutes.
    const sweep = setInterval(() => {
      purgeExpired(app.db, ctx.clock.now()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purge failed'),
      );
    }, 10 * 60_000).unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    await app.register(cognitoRoutes, { ctx });
  },
  { name: 'identity', dependencies: ['mail'] },
);

/** Bearer id tokens of this pool, or of AWS Cognito when COGNITO_* are set. */
export const identityTokenVerifier = (ctx: IdentityContext) => createTokenVerifier(ctx);
