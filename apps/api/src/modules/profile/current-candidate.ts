import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { CandidateRow } from '../candidates/repository.js';

/** After `app.requireCandidate`: the caller's own candidate record, or a Spanish 404. */
export function requireCandidateRecord(request: FastifyRequest): CandidateRow {
  if (!request.candidate) {
    throw new AppError(
      'CANDIDATE_NOT_FOUND',
      404,
      'No encontramos tus datos de candidato. Cierra sesión e ingresa de nuevo.',
    );
  }
  return request.candidate;
}
