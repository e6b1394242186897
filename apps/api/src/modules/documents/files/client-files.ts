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
 * One PNG, JPG or PDF up to 10 MB from a multipart request, checked by its bytes like a candidate's
 * upload, stored under `folder` in a random subfolder so names never collide. Until a row points at it
 * the sweeper may remove it (after its grace period).
 */
export async function receiveOneFile(request: FastifyRequest, storage: StorageProvider, folder: string) {
  const file = await request.file();
  if (!file) throw noFile();
  const checked = await checkUpload(file.file, claimedTypes(file.mimetype, file.filename));
  const name = `${sanitizeSegment(file.filename.replace(/\.[^.]*$/, ''), 'archivo')}.${checked.extension}`;
  const key = `${folder}/${randomUUID()}/${name}`;
  await storage.put(key, checked.body, checked.mime);
  return { key, nombre: name };
}

/** A client's own document the candidate must read (spec §3 client_doc_url), under the client files folder. */
export async function receiveClientFile(request: FastifyRequest, storage: StorageProvider) {
  return { client_doc_url: objectUrl((await receiveOneFile(request, storage, CLIENT_FILES_FOLDER)).key) };
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
