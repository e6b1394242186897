import type { FastifyRequest } from 'fastify';
import type { Env } from '../../env.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** True for the machine's own addresses: 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** A PUBLIC_URL that names a host other than this machine: the development mailbox never exists there. */
export function hasPublicAddress(env: Env): boolean {
  return Boolean(env.PUBLIC_URL) && !LOOPBACK_HOSTS.has(new URL(env.PUBLIC_URL!).hostname);
}

/**
 * Headers that proxies, load balancers and CDNs add to say who the real client is. Any of them, even
 * empty, means the request did not start on this machine: nginx setups often send only X-Real-IP.
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-original-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'cf-connecting-ip',
  'true-client-ip',
];

/**
 * The mailbox shows every code the portal sends, so it answers only the machine itself: the TCP peer
 * must be loopback (never `request.ip`, which TRUST_PROXY takes from a client-set header) and the
 * request must carry no header a proxy adds, which would make a remote visitor look local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const proxied = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  return !proxied && isLoopbackAddress(request.raw.socket.remoteAddress);
}
