import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { LocalStorage } from './local.js';
import { contentDispositionOfKey, contentTypeOfKey, FILES_PATH, keyFromUrl } from './provider.js';

const expiredLink = () =>
  new AppError('LINK_EXPIRED', 'El enlace expiró. Vuelve a abrir el documento para obtener uno nuevo.');
const invalidLink = () => new AppError('LINK_INVALID', 'El enlace no es válido.');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A small Spanish page for a person who opened the link in a browser (issue 9 item 13). */
const problemPage = (message: string) => `<!doctype html>
<html lang="es-CO"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>No pudimos abrir el documento</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#0f172a;background:#f8fafc}
main{max-width:32rem;margin:auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}a{display:inline-block;margin-top:1rem;color:#1e4e8c;font-weight:600}</style>
</head><body><main><h1>No pudimos abrir el documento</h1><p>${escapeHtml(message)}</p>
<a href="/documentos">Ir a mis documentos</a></main></body></html>`;

/** Browsers get the page; API clients keep the JSON error. */
function refuse(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (!request.headers.accept?.includes('text/html')) throw error;
  return reply
    .code(error.statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
    .send(problemPage(error.message));
}

/**
 * GET /api/files/<key>?expires=…&signature=…: the local driver's signed links. The file is streamed
 * with its real type, a Content-Disposition and nosniff; nothing is served without a valid signature.
 */
export function registerFileRoute(app: FastifyInstance, storage: LocalStorage) {
  app.get(`${FILES_PATH}*`, async (request, reply) => {
    const key = keyFromUrl(request.url.split('?')[0]!);
    if (!key) return refuse(request, reply, AppError.notFound('El archivo no existe.'));
    const query = request.query as Record<string, unknown>;
    const verdict = storage.signer.verify(key, query.expires, query.signature);
    if (verdict === 'expired') return refuse(request, reply, expiredLink());
    if (verdict === 'invalid') return refuse(request, reply, invalidLink());
    const file = await storage.open(key);
    if (!file) return refuse(request, reply, AppError.notFound('El archivo no existe.'));
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
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'",
        )
        .send(file.stream)
    );
  });
}
