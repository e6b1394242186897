import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.js';

/** Origin links and tokens name: PUBLIC_URL when set, else the origin the request came to. */
export function publicOrigin(request: FastifyRequest, env: Env): string {
  return (env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}
