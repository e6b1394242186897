import type {
  DocumentReport,
  EditDocumentBody,
  InsertDocumentBody,
  UploadSettings,
} from '@portal/shared/documents/candidate';
import { apiRequest, apiUrl, ApiError, authHeaders, networkError } from '@/lib/api-client';
import { parsedWith } from '@/lib/parse-later';

// The candidate menu asks for the report on every candidate screen, public ones included (/, the
// vacancy page): the schemas, and zod with them, load with the call, not in the page (decision 0039).
const schemas = () => import('@portal/shared/documents/candidate');
const writeResult = async () => (await schemas()).documentWriteResultSchema;

/** Calls of spec §7 for the candidate's documents. */
export const documentsApi = {
  report: (idCandidato: number): Promise<DocumentReport> =>
    parsedWith(
      async () => (await schemas()).documentReportSchema,
      apiRequest<unknown>('/candidate/documents/report', { query: { id_candidato: idCandidato } }),
    ),
  settings: (): Promise<UploadSettings> =>
    parsedWith(async () => (await schemas()).uploadSettingsSchema, apiRequest('/candidate/upload_settings')),
  insert: (body: InsertDocumentBody) =>
    parsedWith(writeResult, apiRequest('/candidate/document/insert', { method: 'POST', body })),
  edit: (body: EditDocumentBody) =>
    parsedWith(writeResult, apiRequest('/candidate/document/edit', { method: 'POST', body })),
  remove: (idDocumentoCandidato: number) =>
    parsedWith(
      writeResult,
      apiRequest('/candidate/document/delete', {
        method: 'POST',
        body: { id_documento_candidato: idDocumentoCandidato },
      }),
    ),
  signMany: (urls: string[]) =>
    parsedWith(
      async () => (await schemas()).presignedUrlsResultSchema,
      apiRequest('/get_presigned_urls', { method: 'POST', body: { urls } }),
    ),
};

export interface UploadRequest {
  file: File;
  settings: UploadSettings;
  objectName: string;
  onProgress(percent: number): void;
}

/**
 * POST /candidate/upload_file_to_s3 through XMLHttpRequest, the one browser API that reports upload
 * progress. Fields go before the file: the server needs them to name the object while it streams.
 */
export async function uploadFile({ file, settings, objectName, onProgress }: UploadRequest): Promise<string> {
  const form = new FormData();
  form.append('bucket_name', settings.bucket_name);
  form.append('object_name', objectName);
  form.append('content_type', file.type);
  form.append('region', settings.region);
  form.append('file', file);
  const headers = await authHeaders('POST');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/candidate/upload_file_to_s3'));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { url?: string; code?: string; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) return resolve(body.url);
      reject(new ApiError(xhr.status, body?.code ?? `HTTP_${xhr.status}`, body?.message ?? ''));
    };
    xhr.onerror = () => reject(networkError());
    xhr.send(form);
  });
}
