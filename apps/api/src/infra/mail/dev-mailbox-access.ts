import type { FastifyRequest } from 'fastify';
import type { Env } from '../../env.js';
import { AppError } from '../../lib/app-error.js';

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

/** `localhost`, `127.0.0.1` or `[::1]`, with or without a port: the names this machine answers to. */
export function isLoopbackHost(host: string | undefined): boolean {
  const match = /^(localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i.exec(host ?? '');
  return match !== null;
}

const WRONG_HOST_MESSAGE =
  'Las herramientas de desarrollo solo responden en http://localhost, http://127.0.0.1 o http://[::1] ' +
  '(con su puerto): abra el portal con una de esas direcciones.';

const CROSS_SITE_MESSAGE =
  'Las herramientas de desarrollo no responden a páginas de otros sitios: ábralas desde el propio portal.';

/** An Origin header naming a loopback host (a page of the portal itself, opened on this machine). */
function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopbackHost(new URL(origin).host);
  } catch {
    return false; // 'null' (a sandboxed page or a file) and anything unparsable
  }
}

/**
 * The development tools (mailbox, alert trigger) answer only the machine itself, and only under a
 * loopback host name: a DNS-rebinding page in the developer's browser reaches us from 127.0.0.1 too,
 * but under its own host name, so the Host header is what tells it apart. A page of another site
 * posting from the developer's browser keeps our Host but sends its own Origin: refused too.
 */
export function assertDevToolRequest(request: FastifyRequest, notLocalMessage: string): void {
  if (!isLocalRequest(request)) throw AppError.forbidden(notLocalMessage);
  if (!isLoopbackHost(request.headers.host)) throw AppError.forbidden(WRONG_HOST_MESSAGE);
  const origin = request.headers.origin;
  if (origin !== undefined && !isLoopbackOrigin(origin)) throw AppError.forbidden(CROSS_SITE_MESSAGE);
}
