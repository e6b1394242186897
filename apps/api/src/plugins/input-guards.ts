import type { FastifyInstance } from 'fastify';
import { errorMessages } from '@portal/shared/messages';
import { AppError } from '../lib/app-error.js';

/** True when any string in a parsed value holds a NUL, which PostgreSQL text cannot store. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || !value || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner, depth + 1));
}

/** Refuses NUL bytes in the URL, the query and JSON bodies before any route sees them (400). */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    done(/%00/i.test(request.url) ? AppError.badRequest(errorMessages.nulByte) : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const nul = hasNul(request.query) || hasNul(request.body);
    done(nul ? AppError.badRequest(errorMessages.nulByte) : undefined);
  });
}
