import type { ApiErrorBody } from '@portal/shared/api-error';
import { CSRF_COOKIE } from '@portal/shared/constants';
import { currentIdToken } from './amplify';
import { readCookie } from './cookies';

/** An answer of the API that was not 2xx: its status, stable code and Spanish message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Why no answer came: the device is offline, or it is online and the server could not be reached. */
export const networkMessages = {
  offline: 'Sin conexión. Revisa tu internet e intenta de nuevo.',
  unreachable: 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
} as const;

/** A call that got no answer at all (status 0, code NETWORK), with the Spanish reason. */
export function networkError(): ApiError {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return new ApiError(0, 'NETWORK', offline ? networkMessages.offline : networkMessages.unreachable);
}

/** What to tell the person: the API's own Spanish message, or the screen's fallback for anything else. */
export const apiErrorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

export const isNetworkError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'NETWORK';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

const API_BASE = '/api';

export function apiUrl(path: string, query?: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

// Checked by hand, not with the shared zod schema, to keep zod out of every visitor's first load.
function isErrorBody(body: unknown): body is ApiErrorBody {
  const candidate = body as Partial<ApiErrorBody> | null;
  return typeof candidate?.code === 'string' && typeof candidate.message === 'string';
}

/** Turns a failed response into an ApiError, reading the API's `{code, message}` body when present. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (isErrorBody(body)) return new ApiError(response.status, body.code, body.message);
  return new ApiError(response.status, `HTTP_${response.status}`, text || response.statusText);
}

/**
 * What every call to the API carries: the candidate's id token as a bearer when signed in, and for a
 * change the readable CSRF cookie echoed in X-CSRF-TOKEN (staff sessions ride on cookies).
 */
export async function authHeaders(method: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = await currentIdToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const csrf = method !== 'GET' ? readCookie(CSRF_COOKIE) : null;
  if (csrf) headers['x-csrf-token'] = csrf;
  return headers;
}

/**
 * Sends one call and answers its 2xx response: what every call shares (the session's headers, no
 * timeout of its own, spec §9; the Spanish errors). No answer at all (offline, server unreachable)
 * throws a `networkError()`, never the browser's TypeError; a cancel by the caller goes through as it is.
 */
async function send(path: string, request: ApiRequest): Promise<Response> {
  const headers = await authHeaders(request.method ?? 'GET');
  // A form with a file goes as multipart, its boundary set by the browser; anything else as JSON.
  const isForm = request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body:
        request.body === undefined
          ? undefined
          : isForm
            ? (request.body as FormData)
            : JSON.stringify(request.body),
      signal: request.signal,
      // Public reads may be kept by shared caches for 30 s; the app itself always revalidates (a 304
      // costs nothing), so a vacancy closed a moment ago never shows open here (decision 0033).
      cache: 'no-cache',
    });
  } catch (error) {
    // A cancel is the caller's own; any other failure of fetch means no answer came.
    if (request.signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * Calls the product backend (spec §7): JSON both ways, the session's id token as a bearer when signed
 * in; pass a signal to cancel. Failures throw an `ApiError` with a Spanish message.
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Sends one file in the `file` field of a multipart form (POST), and answers the JSON reply. */
export function uploadFile<T>(path: string, file: File, query?: ApiRequest['query']): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<T>(path, { method: 'POST', body, query });
}

/** A file the API answers for download: its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** Downloads a file from the API (e.g. the candidate's data export) with the same session and errors. */
export async function apiDownload(
  path: string,
  request: Pick<ApiRequest, 'query' | 'signal'> = {},
): Promise<DownloadedFile> {
  const response = await send(path, request);
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
  };
}

/** A name to save under: the last path segment only, without control characters. */
function plainName(name: string): string | null {
  const segment = name.split(/[/\\]/).pop()!;
  // eslint-disable-next-line no-control-regex
  const last = segment.replace(/[\u0000-\u001f]/g, '').trim();
  return last && last !== '.' && last !== '..' ? last : null;
}

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 6266, percent-encoded)
 * when present and valid, else `filename="…"` or `filename=…`; null when it names none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;\s]+)/i.exec(header);
  if (extended && extended[1]!.toLowerCase() === 'utf-8') {
    try {
      const name = plainName(decodeURIComponent(extended[2]!));
      if (name) return name;
    } catch {
      // A malformed encoding: the plain name below still serves.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  if (!plain) return null;
  return plainName(plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]!.trim());
}
