import type { Candidate } from '@portal/shared/candidate';
import { ApiError, apiRequest } from '../api-client';

export type CandidateLookup = { ok: true; candidate: Candidate } | { ok: false; message: string };

/**
 * GET /candidate/get_by_document (spec §7): a 400 whose text contains 'does not exist' is a failure
 * with that message; any other error is rethrown.
 */
export async function getCandidateByDocument(numeroDocumento: string): Promise<CandidateLookup> {
  try {
    // The API answers with the shared candidateSchema; the first load does without zod.
    const candidate = await apiRequest<Candidate>('/candidate/get_by_document', {
      query: { numero_documento: numeroDocumento },
    });
    return { ok: true, candidate };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.message.includes('does not exist')) {
      return { ok: false, message: error.message };
    }
    throw error;
  }
}
