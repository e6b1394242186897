import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from './db/client.js';
import type { Env } from './env.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { isApiPath, registerSpa } from './plugins/spa.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { candidateRoutes } from './modules/candidates/routes.js';
import { identityModule } from './modules/identity/plugin.js';
import { systemRoutes } from './modules/system/routes.js';
import { storageModule } from './modules/storage/plugin.js';
import { documentsModule } from './modules/documents/plugin.js';
import { vacancyRoutes } from './modules/vacancies/routes.js';
import { applicationRoutes } from './modules/applications/routes.js';
import { profileRoutes } from './modules/profile/routes.js';

z.config(z.locales.es());

export interface BuildOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the whole server: external plugins, then ours, then feature modules. Tests import this. */
export async function buildApp({ env, database, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('db', database.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, env);
  registerErrorHandling(app);
  const spaServed = await registerSpa(app, env.WEB_DIST_DIR);

  await app.register(systemRoutes);
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(identityModule);
  await app.register(candidateRoutes, { prefix: '/api' });
  await app.register(storageModule);
  await app.register(documentsModule, { prefix: '/api' });
  await app.register(vacancyRoutes, { prefix: '/api' });
  await app.register(applicationRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (spaServed && wantsPage && !isApiPath(request.url)) return reply.sendFile('index.html');
    return reply.code(404).send({
      code: 'NOT_FOUND',
      message: `La ruta ${request.method} ${request.url.split('?')[0]} no existe.`,
    });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
