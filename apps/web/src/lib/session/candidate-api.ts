import type { Candidate } from '@portal/shared/candidates/candidate';
import { ApiError, apiRequest } from '../api-client';
import { parsedWith } from '../parse-later';

const candidateSchema = async () => (await import('@portal/shared/candidates/candidate')).candidateSchema;

/** Starts loading the lookup's schema while the sign-in's SRP rounds run, so the lookup after them does not wait for it. */
export const preloadCandidateLookup = () => void candidateSchema().catch(() => undefined);

export type CandidateLookup = { ok: true; candidate: Candidate } | { ok: false; message: string };

/**
 * GET /candidate/get_by_document (spec §7): a 400 whose text contains 'does not exist' is a failure
 * with that message; any other error is rethrown.
 */
export async function getCandidateByDocument(numeroDocumento: string): Promise<CandidateLookup> {
  try {
    // Only signed-in sessions call this: the schema (and zod) load then, not on every first visit.
    const candidate = await parsedWith(
      candidateSchema,
      apiRequest('/candidate/get_by_document', { query: { numero_documento: numeroDocumento } }),
    );
    return { ok: true, candidate };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.message.includes('does not exist')) {
      return { ok: false, message: error.message };
    }
    throw error;
  }
}
