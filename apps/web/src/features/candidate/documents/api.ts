import {
  documentReportSchema,
  documentWriteResultSchema,
  presignedUrlsResultSchema,
  uploadSettingsSchema,
  type DocumentReport,
  type EditDocumentBody,
  type InsertDocumentBody,
  type UploadSettings,
} from '@portal/shared/documents';
import { apiRequest, apiUrl, ApiError, authHeaders, networkError } from '@/lib/api-client';

/** Calls of spec §7 for the candidate's documents. */
export const documentsApi = {
  report: async (idCandidato: number): Promise<DocumentReport> =>
    documentReportSchema.parse(
      await apiRequest<unknown>('/candidate/documents/report', { query: { id_candidato: idCandidato } }),
    ),
  settings: async () => uploadSettingsSchema.parse(await apiRequest('/candidate/upload_settings')),
  insert: async (body: InsertDocumentBody) =>
    documentWriteResultSchema.parse(await apiRequest('/candidate/document/insert', { method: 'POST', body })),
  edit: async (body: EditDocumentBody) =>
    documentWriteResultSchema.parse(await apiRequest('/candidate/document/edit', { method: 'POST', body })),
  remove: async (idDocumentoCandidato: number) =>
    documentWriteResultSchema.parse(
      await apiRequest('/candidate/document/delete', {
        method: 'POST',
        body: { id_documento_candidato: idDocumentoCandidato },
      }),
    ),
  signMany: async (urls: string[]) =>
    presignedUrlsResultSchema.parse(
      await apiRequest('/get_presigned_urls', { method: 'POST', body: { urls } }),
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
