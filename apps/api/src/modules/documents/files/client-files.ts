import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { staffDocumentMessages } from '@portal/shared/messages';
import { keyFromUrl, objectUrl, type StorageProvider } from '../../../infra/storage/provider.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { lockedFileExists } from './file-locks.js';
import { sanitizeSegment } from './object-name.js';
import { CLIENT_FILES_FOLDER } from '../seed-data.js';
import { checkUpload, claimedTypes } from './upload-stream.js';

const noFile = () =>
  AppError.badRequest(staffDocumentMessages.fileMissing, { file: staffDocumentMessages.fileMissing });

/**
 * A client's own document the candidate must read (spec §3 client_doc_url): one PNG, JPG or PDF up to
 * 10 MB, checked by its bytes like a candidate's upload, stored under the client files folder with a
 * random folder so names never collide. Until a request points at it the sweeper may remove it.
 */
export async function receiveClientFile(request: FastifyRequest, storage: StorageProvider) {
  const file = await request.file();
  if (!file) throw noFile();
  const checked = await checkUpload(file.file, claimedTypes(file.mimetype, file.filename));
  const name = sanitizeSegment(file.filename.replace(/\.[^.]*$/, ''), 'archivo');
  const key = `${CLIENT_FILES_FOLDER}/${randomUUID()}/${name}.${checked.extension}`;
  await storage.put(key, checked.body, checked.mime);
  return { client_doc_url: objectUrl(key) };
}

/**
 * A request may only point at a client file that was uploaded here and still exists: checked in the
 * transaction that writes the request, under the file's lock (file-locks.ts).
 */
export async function checkClientFileUrl(tx: Db, storage: StorageProvider, url: string) {
  const key = keyFromUrl(url);
  if (!key || !key.startsWith(`${CLIENT_FILES_FOLDER}/`) || !(await lockedFileExists(tx, storage, key)))
    throw AppError.badRequest(staffDocumentMessages.fileGone, {
      client_doc_url: staffDocumentMessages.fileGone,
    });
}
