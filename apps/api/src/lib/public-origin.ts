import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.js';

/** Hosts a request may name when PUBLIC_URL is unset: this machine only, with any port. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/**
 * Origin links and tokens name: PUBLIC_URL when set; else the request's own host if it is this
 * machine (the local default), never a Host header someone else chose (issue 9 item 7).
 */
export function publicOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>, env: Env): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, '');
  const host = LOOPBACK_HOST.test(request.host) ? request.host : `localhost:${env.PORT}`;
  return `${request.protocol}://${host}`;
}

/** Origin for what leaves without a request (background mails): PUBLIC_URL, else this machine. */
export function configuredOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`;
}
