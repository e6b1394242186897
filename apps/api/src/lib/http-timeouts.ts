import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env.js';

/**
 * The HTTP server's limits on slow clients (decision 0055): a client that trickles its headers or
 * body, a byte now and then, holds a socket and memory; these close it (408 when a request was
 * under way). Node checks the header and request deadlines every `connectionsCheckingInterval`,
 * so that is kept well under the shortest of them.
 */
export function httpTimeouts(env: Env): Partial<FastifyServerOptions> & { http: object } {
  const headersTimeout = env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000;
  return {
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_SECONDS * 1000,
    maxRequestsPerSocket: env.HTTP_MAX_REQUESTS_PER_SOCKET,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(5000, Math.max(100, headersTimeout / 4)) },
  };
}
