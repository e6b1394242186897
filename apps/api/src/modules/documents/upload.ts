import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { documentMessages } from '@portal/shared/messages';
import type { Db } from '../../db/client.js';
import { countHit } from '../../infra/rate-limit.js';
import { AppError } from '../../lib/app-error.js';
import { objectUrl, type StorageProvider } from '../../infra/storage/provider.js';
import { buildObjectKey, parseObjectName } from './object-name.js';
import { releaseUpload, reserveUpload, settleUpload } from './upload-quota.js';
import { checkUpload, claimedTypes } from './upload-stream.js';

const missing = (field: string) =>
  AppError.badRequest(`Falta el campo ${field}.`, { [field]: 'Este campo es obligatorio.' });

/**
 * POST /candidate/upload_file_to_s3 (spec §7): fields bucket_name and object_name come before the
 * file part. The bytes decide the type; a content_type, part header or file name that says otherwise
 * is refused. The file streams through the size and type checks straight into storage; a refused file
 * leaves nothing behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: StorageProvider,
  candidateId: number,
  limit: { db: Db; perMinute: number; unattachedBytes: number },
): Promise<{ url: string }> {
  // A few documents a minute is plenty for a person; a script filling the disk is not (issue 9 item 6).
  if ((await countHit(limit.db, `upload:${candidateId}`, new Date())) > limit.perMinute)
    throw new AppError('TOO_MANY_REQUESTS', documentMessages.tooManyUploads);
  const reservation = await reserveUpload(limit.db, candidateId, limit.unattachedBytes);
  try {
    const stored = await receiveParts(request, storage, candidateId);
    await settleUpload(limit.db, reservation, stored.key, stored.bytes);
    return { url: objectUrl(stored.key) };
  } catch (error) {
    await releaseUpload(limit.db, reservation);
    throw error;
  }
}

type Stored = { key: string; bytes: number };

async function receiveParts(
  request: FastifyRequest,
  storage: StorageProvider,
  candidateId: number,
): Promise<Stored> {
  const fields: Record<string, string> = {};
  let stored: Stored | undefined;
  for await (const part of request.parts() as AsyncIterable<Multipart>) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file' || stored) {
      part.file.resume();
      throw AppError.badRequest('Envía un solo archivo en el campo file.');
    }
    try {
      stored = await storeFile(part, fields, storage, candidateId);
    } catch (error) {
      part.file.resume(); // drain what is left so the answer reaches the client
      throw error;
    }
  }
  if (!stored) throw missing('file');
  return stored;
}

async function storeFile(
  part: Extract<Multipart, { type: 'file' }>,
  fields: Record<string, string>,
  storage: StorageProvider,
  candidateId: number,
): Promise<Stored> {
  if (!fields.bucket_name) throw missing('bucket_name');
  if (!fields.object_name) throw missing('object_name');
  if (fields.bucket_name !== storage.bucket) {
    throw AppError.badRequest('El bucket indicado no es el del portal.', {
      bucket_name: 'Bucket no válido.',
    });
  }
  const parts = parseObjectName(fields.object_name, candidateId);
  const checked = await checkUpload(
    part.file,
    claimedTypes(fields.content_type ?? part.mimetype, part.filename),
  );
  const key = buildObjectKey(candidateId, parts, checked.extension);
  await storage.put(key, checked.body, checked.mime);
  return { key, bytes: checked.size() };
}
