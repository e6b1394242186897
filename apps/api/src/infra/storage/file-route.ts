import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { LocalStorage } from './local.js';
import { contentDispositionOfKey, contentTypeOfKey, FILES_PATH, keyFromUrl } from './provider.js';

const expiredLink = () =>
  new AppError('LINK_EXPIRED', 'El enlace expiró. Vuelve a abrir el documento para obtener uno nuevo.');
const invalidLink = () => new AppError('LINK_INVALID', 'El enlace no es válido.');

/**
 * GET /api/files/<key>?expires=…&signature=…: the local driver's signed links. The file is streamed
 * with its real type, a Content-Disposition and nosniff; nothing is served without a valid signature.
 */
export function registerFileRoute(app: FastifyInstance, storage: LocalStorage) {
  app.get(`${FILES_PATH}*`, async (request, reply) => {
    const key = keyFromUrl(request.url.split('?')[0]!);
    if (!key) throw AppError.notFound('El archivo no existe.');
    const query = request.query as Record<string, unknown>;
    const verdict = storage.signer.verify(key, query.expires, query.signature);
    if (verdict === 'expired') throw expiredLink();
    if (verdict === 'invalid') throw invalidLink();
    const file = await storage.open(key);
    if (!file) throw AppError.notFound('El archivo no existe.');
    return (
      reply
        .header('content-type', contentTypeOfKey(key))
        .header('content-length', file.size)
        .header('content-disposition', contentDispositionOfKey(key))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        // The page CSP would forbid the browser's own PDF viewer (object-src 'none'); a file needs none of it.
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'",
        )
        .send(file.stream)
    );
  });
}
