import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env.js';
import { SESSION_HINT_SOURCE } from '../lib/session-hint.js';
import { isApiPath } from './spa.js';

/** Origins the SPA may call besides its own: the error-report server and a real Cognito pool. */
function extraConnectSources(env: Env): string[] {
  const sources: string[] = [];
  if (env.SENTRY_DSN) sources.push(new URL(env.SENTRY_DSN).origin);
  if (env.COGNITO_REGION) sources.push(`https://cognito-idp.${env.COGNITO_REGION}.amazonaws.com`);
  return sources;
}

function helmetOptions(env: Env): HelmetOptions {
  return {
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // One inline script, by hash: `/`'s session hint (lib/session-hint.ts). No other runs.
        scriptSrc: ["'self'", SESSION_HINT_SOURCE],
        // react-aria positions overlays with style attributes.
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
  };
}

/**
 * Helmet's headers, computed once: they depend only on the configuration. (@fastify/helmet rebuilt
 * the whole middleware, CSP parsing included, on every request: a quarter of a bare route's time.)
 */
export function securityHeaders(env: Env): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(env))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * An API answer is data, never a document: no script, style or frame of its own to police. It gets
 * the short set OWASP's REST cheat sheet names (nothing to load, not framable, no sniffing, HTTPS
 * only, no referrer, same-origin reads), half the bytes and header checks of the page set on every
 * call of the hottest routes.
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'strict-transport-security': page['strict-transport-security']!,
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, env: Env) {
  const pageHeaders = securityHeaders(env);
  const dataHeaders = apiHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? dataHeaders : pageHeaders);
    done();
  });
}
