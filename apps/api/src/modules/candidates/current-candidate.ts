import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { requireIdentity } from '../../plugins/authenticate.js';
import { findSignedInCandidate, type CandidateRow } from './repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    candidate: CandidateRow | null;
  }
}

/**
 * Part of the candidate group's guard, after the bearer token: loads the caller's own record once per
 * request. Every candidate route reads it through `currentCandidate`, never from the request body.
 */
export const currentCandidatePlugin = fp(
  async (app) => {
    app.decorateRequest('candidate', null);
    app.addHook('preHandler', async (request) => {
      const { username } = requireIdentity(request);
      request.candidate = (await findSignedInCandidate(app.db, username)) ?? null;
    });
  },
  { name: 'current-candidate', dependencies: ['authenticate'] },
);

/**
 * The signed-in candidate's record. A signed-in user without one gets the same answer everywhere:
 * 400 CANDIDATE_NOT_FOUND, whose text keeps the spec §7 marker 'does not exist' the web looks for.
 */
export function currentCandidate(request: FastifyRequest): CandidateRow {
  if (request.candidate) return request.candidate;
  const { username } = requireIdentity(request);
  throw new AppError(
    'CANDIDATE_NOT_FOUND',
    `No encontramos tus datos de candidato (Candidate with numero_documento ${username} does not exist). Cierra sesión e ingresa de nuevo.`,
  );
}
