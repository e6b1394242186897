import fp from 'fastify-plugin';
import { authenticatePlugin } from '../../plugins/authenticate.js';
import { mailModule } from '../mail/plugin.js';
import type { IdentityContext } from './context.js';
import { KeyStore } from './keys.js';
import { purgeExpired } from './purge.js';
import { cognitoRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityContext;
    identityKeys: KeyStore;
  }
}

/**
 * The built-in Cognito-compatible user pool (POST /cognito, JWKS), mail delivery for its codes,
 * and bearer-token authentication for the API (`app.requireCandidate`).
 */
export const identityModule = fp(
  async (app) => {
    const keys = new KeyStore(app.db);
    const ctx: IdentityContext = {
      db: app.db,
      env: app.env,
      clock: { now: () => new Date() },
      keys,
      poolName: app.env.IDENTITY_USER_POOL_ID.split('_')[1]!,
    };
    app.decorate('identity', ctx);
    app.decorate('identityKeys', keys);
    // Creates the signing key on first start, so no request ever races to do it.
    app.addHook('onReady', async () => void (await keys.signingKey()));
    // Expired sessions, codes, counters and tokens are swept every 10 minutes.
    const sweep = setInterval(() => {
      purgeExpired(app.db, ctx.clock.now()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purge failed'),
      );
    }, 10 * 60_000).unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    await app.register(mailModule, { now: () => ctx.clock.now() });
    await app.register(cognitoRoutes, { ctx });
    await app.register(authenticatePlugin);
  },
  { name: 'identity' },
);
