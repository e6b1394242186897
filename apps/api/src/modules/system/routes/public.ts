import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@portal/shared/config';
import { z } from 'zod';
import { publicOrigin } from '../../../lib/public-origin.js';

const statusSchema = z.object({ status: z.string() });

/** Liveness, readiness and the public runtime config the SPA reads at start. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { response: { 200: statusSchema, 503: statusSchema } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.code(503).send({ status: 'database unavailable' });
      }
    },
  );

  app.get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async (request) => {
    const { env } = app;
    const usesAwsCognito = Boolean(env.COGNITO_USER_POOL_ID);
    const origin = publicOrigin(request, env);
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
  });
};
