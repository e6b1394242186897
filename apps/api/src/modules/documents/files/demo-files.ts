import { CLIENT_FILES_FOLDER, DEMO_FILES_TIMESTAMP, demoFiles, demoRequests } from '../seed-data.js';
import type { StorageProvider } from '../../../infra/storage/provider.js';
import { Readable } from 'node:stream';
import { samplePdf, samplePng } from '../../../lib/sample-files.js';

export const demoFileKey = (candidateId: number, file: (typeof demoFiles)[number]) =>
  `${candidateId}/${file.folder}/${DEMO_FILES_TIMESTAMP}/${file.name}`;
export const clientFileKey = (name: string) => `${CLIENT_FILES_FOLDER}/${name}`;

/**
 * Writes the demo candidate's seeded files through the storage provider when they are missing (first
 * start, or a fresh uploads folder). Real bytes, so the demo opens real documents.
 */
export async function writeDemoFiles(storage: StorageProvider, demoCandidateId: number): Promise<void> {
  const wanted: { key: string; body: Buffer; type: string }[] = demoFiles.map((file) => ({
    key: demoFileKey(demoCandidateId, file),
    body: file.name.endsWith('.png') ? samplePng() : samplePdf(file.lines),
    type: file.name.endsWith('.png') ? 'image/png' : 'application/pdf',
  }));
  for (const request of demoRequests) {
    if (!request.client_file) continue;
    wanted.push({
      key: clientFileKey(request.client_file),
      body: samplePdf([request.client_doc_name, request.solicitado_por, 'Firma: ______________________']),
      type: 'application/pdf',
    });
  }
  for (const file of wanted) {
    if (!(await storage.exists(file.key))) await storage.put(file.key, Readable.from([file.body]), file.type);
  }
}
