import { describe, expect, it } from 'vitest';
import { apiUrl, toApiError } from './api-client';

describe('api client', () => {
  it('builds /api URLs with the query', () => {
    expect(apiUrl('/candidate/get_by_document', { numero_documento: '10 20', skip: undefined })).toBe(
      '/api/candidate/get_by_document?numero_documento=10+20',
    );
  });

  it('reads {code, message} error bodies', async () => {
    const response = new Response(
      JSON.stringify({ code: 'CANDIDATE_NOT_FOUND', message: 'x does not exist' }),
      {
        status: 400,
      },
    );
    const error = await toApiError(response);
    expect(error).toMatchObject({ name: 'ApiError', status: 400, code: 'CANDIDATE_NOT_FOUND' });
    expect(error.message).toBe('x does not exist');
  });

  it('keeps the text of other error bodies', async () => {
    const error = await toApiError(new Response('Bad gateway', { status: 502 }));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: 'Bad gateway' });
  });
});
