import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@portal/shared/system/config';
import { z } from 'zod';
import { publicOrigin } from '../../../lib/public-origin.js';
import { publicConfig } from '../public-config.js';

const statusSchema = z.object({ status: z.string() });

/** Liveness, readiness and the public runtime config the SPA reads at start. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { response: { 200: statusSchema, 503: statusSchema } } },
    async (request, reply) => {
      // A full disk still answers `select 1`: writes failing for lack of space take the process
      // out of the balancer's rotation too, until they stop failing.
      if (app.recentErrors.storageFullSince()) return reply.code(503).send({ status: 'disk full' });
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.code(503).send({ status: 'database unavailable' });
      }
    },
  );

  app.get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async (request) =>
    publicConfig(app.env, publicOrigin(request, app.env)),
  );
};
