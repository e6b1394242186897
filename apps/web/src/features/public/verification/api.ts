import { queryOptions } from '@tanstack/react-query';
import { fileCheckSchema, verificationSchema } from '@portal/shared/contracts/signing';
import { ApiError, apiRequest, apiUrl, networkError, toApiError } from '@/lib/api-client';

const path = (codigo: string) => `/public/verify/${encodeURIComponent(codigo)}`;

/** What a verification code stands for: the document, its hashes and who signed it (no sign-in). */
export const verificationQuery = (codigo: string) =>
  queryOptions({
    queryKey: ['public', 'verification', codigo],
    queryFn: async ({ signal }) => verificationSchema.parse(await apiRequest(path(codigo), { signal })),
    // An unknown or malformed code stays so: asking again only delays the answer.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && [400, 404].includes(error.status)),
  });

/**
 * Whether a PDF someone holds is the document of this code, byte for byte. The file goes as the raw
 * body (application/pdf), not as a form: the API hashes exactly the bytes it receives.
 */
export async function checkFile(codigo: string, file: File) {
  let response: Response;
  try {
    response = await fetch(apiUrl(path(codigo)), {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', accept: 'application/json' },
      body: file,
    });
  } catch {
    // No answer at all: the api-client's Spanish "Sin conexión" rather than the browser's TypeError.
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
  return fileCheckSchema.parse(await response.json());
}
