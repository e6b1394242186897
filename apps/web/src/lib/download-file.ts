import { apiDownload, type ApiRequest } from './api-client';
import { saveFile } from './save-file';

/** Downloads a file the API answers (a report, a PDF) and saves it under the name the API gives. */
export async function downloadFile(path: string, query: ApiRequest['query'], fallbackName: string) {
  const file = await apiDownload(path, { query });
  saveFile(file.blob, file.fileName ?? fallbackName);
}
