import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiDownload,
  apiRequest,
  apiUrl,
  fileNameFromDisposition,
  isNetworkError,
  toApiError,
} from './api-client';

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

  describe('when no answer comes', () => {
    afterEach(() => vi.restoreAllMocks());

    it('throws a NETWORK error in Spanish instead of the browser TypeError', async () => {
      vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const offline = await apiRequest('/candidate/applications', { method: 'POST', body: {} }).catch(
        (e) => e,
      );
      expect(isNetworkError(offline)).toBe(true);
      expect(offline).toMatchObject({
        status: 0,
        message: 'Sin conexión. Revisa tu internet e intenta de nuevo.',
      });
      online.mockReturnValue(true);
      await expect(apiRequest('/vacancies')).rejects.toMatchObject({
        code: 'NETWORK',
        message: 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
      });
    });

    it('lets a cancel by the caller through as it is', async () => {
      const controller = new AbortController();
      controller.abort();
      const abort = new DOMException('The operation was aborted.', 'AbortError');
      vi.spyOn(globalThis, 'fetch').mockRejectedValue(abort);
      await expect(apiRequest('/vacancies', { signal: controller.signal })).rejects.toBe(abort);
    });
  });

  describe('downloads', () => {
    afterEach(() => vi.restoreAllMocks());

    it('reads the file name of Content-Disposition, the UTF-8 one first', () => {
      expect(
        fileNameFromDisposition(
          `attachment; filename="mis-datos-10-2026-11-24.zip"; filename*=UTF-8''mis-datos-10-2026-11-24.zip`,
        ),
      ).toBe('mis-datos-10-2026-11-24.zip');
      expect(
        fileNameFromDisposition(`attachment; filename="Cedula.pdf"; filename*=utf-8''C%C3%A9dula.pdf`),
      ).toBe('Cédula.pdf');
      expect(fileNameFromDisposition('attachment; filename="mi \\"archivo\\".zip"')).toBe('mi "archivo".zip');
      expect(fileNameFromDisposition('attachment; filename=datos.zip')).toBe('datos.zip');
      // A broken encoding falls back to the plain name; a path keeps only its last segment.
      expect(fileNameFromDisposition(`attachment; filename="ok.zip"; filename*=UTF-8''%E0%A4%A.zip`)).toBe(
        'ok.zip',
      );
      expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
      expect(fileNameFromDisposition('attachment')).toBeNull();
      expect(fileNameFromDisposition(null)).toBeNull();
    });

    it('answers the bytes and the name, with the same errors as any call', async () => {
      const fetch = vi.spyOn(globalThis, 'fetch');
      fetch.mockResolvedValueOnce(
        new Response('PK', { headers: { 'content-disposition': 'attachment; filename="a.zip"' } }),
      );
      const file = await apiDownload('/candidate/my-data');
      expect(file.fileName).toBe('a.zip');
      expect(await file.blob.text()).toBe('PK');
      expect(fetch.mock.calls[0]![0]).toBe('/api/candidate/my-data');

      fetch.mockResolvedValueOnce(
        new Response(JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: 'Espera un minuto.' }), {
          status: 429,
        }),
      );
      await expect(apiDownload('/candidate/my-data')).rejects.toMatchObject({
        name: 'ApiError',
        status: 429,
        message: 'Espera un minuto.',
      });
    });
  });
});
