import { AppError } from '../../../lib/app-error.js';

/** A path segment made safe: accents folded, anything but letters, digits, dot, dash and _ turned to -. */
export function sanitizeSegment(value: string, fallback: string, max = 80): string {
  const cleaned = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, max);
  return cleaned || fallback;
}

export const invalidObjectName = () =>
  AppError.badRequest('El nombre del objeto no es válido.', { object_name: 'Nombre de objeto no válido.' });

export interface ObjectNameParts {
  title: string;
  fileName: string;
}

/**
 * Reads the client's object_name, `candidateId/título/timestamp/archivo` (spec §7), and refuses
 * traversal or control characters outright. Another candidate's id reads as not found. The key
 * itself is rebuilt by the server (see buildObjectKey), so nothing the client sends becomes a path.
 */
export function parseObjectName(raw: string, candidateId: number): ObjectNameParts {
  // eslint-disable-next-line no-control-regex
  if (raw.length > 1024 || /[\u0000-\u001f\\]/.test(raw) || raw.startsWith('/')) throw invalidObjectName();
  const segments = raw.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw invalidObjectName();
  }
  if (segments.length >= 4 && /^\d+$/.test(segments[0]!) && Number(segments[0]) !== candidateId) {
    throw AppError.notFound();
  }
  const withoutOwner = segments.length >= 4 ? segments.slice(1) : segments;
  const fileName = withoutOwner[withoutOwner.length - 1]!;
  const title = withoutOwner.length >= 2 ? withoutOwner[0]! : 'documento';
  return { title, fileName };
}

/** `candidateId/título/timestamp/archivo.ext`, every part sanitised, the extension from the bytes. */
export function buildObjectKey(
  candidateId: number,
  parts: ObjectNameParts,
  extension: string,
  now = Date.now(),
): string {
  const base = parts.fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const title = sanitizeSegment(parts.title, 'documento');
  const file = sanitizeSegment(base, 'archivo', 100);
  return `${candidateId}/${title}/${now}/${file}.${extension}`;
}
