import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.js';

/** Origins the SPA may call besides its own: the error-report server and a real Cognito pool. */
function extraConnectSources(env: Env): string[] {
  const sources: string[] = [];
  if (env.SENTRY_DSN) sources.push(new URL(env.SENTRY_DSN).origin);
  if (env.COGNITO_REGION) sources.push(`https://cognito-idp.${env.COGNITO_REGION}.amazonaws.com`);
  return sources;
}

export async function registerSecurityHeaders(app: FastifyInstance, env: Env) {
  await app.register(helmet, {
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-aria positions overlays with style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extraConnectSources(env)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
}
