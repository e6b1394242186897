import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/api', '/cognito', '/healthz', '/readyz'];

/** A file request (script, style, map…): a miss is a 404, never the SPA's index.html. */
export const isFilePath = (url: string) => /\.[a-z0-9]{1,8}$/i.test(url.split('?')[0] ?? '');

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Serves the built SPA's files: hashed assets cached for a year (precompressed brotli or gzip when the
 * browser accepts it), the rest revalidated. Pages, index.html among them, are made from the page
 * shell (modules/public-pages/shell.ts) so they carry their boot data.
 * Returns false when no build exists (API-only mode, as in tests and `npm run dev`).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = resolve(distDir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each text file; the one the browser accepts is sent.
    preCompressed: true,
    // Source maps are built for error reports, not published: they would hand out the source.
    allowedPath: (path) => !path.endsWith('.map'),
    setHeaders(res, path) {
      const immutable = path.includes('/assets/');
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
