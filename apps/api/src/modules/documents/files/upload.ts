import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { documentMessages } from '@portal/shared/messages';
import type { Db } from '../../../db/client.js';
import { countHit } from '../../../infra/rate-limit.js';
import { AppError } from '../../../lib/app-error.js';
import { objectUrl, type StorageProvider } from '../../../infra/storage/provider.js';
import { buildObjectKey, parseObjectName, type ObjectNameParts } from './object-name.js';
import { cutWatch } from './body-cut.js';
import { releaseUpload, reserveUpload, settleUpload } from './upload-quota.js';
import { checkUpload, claimedTypes, fileTypeNotAllowed } from './upload-stream.js';

const missing = (field: string) =>
  AppError.badRequest(`Falta el campo ${field}.`, { [field]: 'Este campo es obligatorio.' });

/**
 * POST /candidate/upload_file_to_s3 (spec §7): fields and file in any order. The bytes decide the
 * type; a content_type, part header or file name that says otherwise is refused. The file streams
 * through the size and type checks into storage, never into memory; a refused file leaves nothing.
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

/** A stored file; `early` when the fields named its key before the bytes came (the usual order). */
type Received = Stored & { mime: string; early: boolean };

/**
 * Reads the parts in whatever order they come (spec §7 lists the file first). When bucket_name and
 * object_name come before the file, they are checked first and the bytes go straight to their key.
 * When the file comes first, its bytes stream to a temporary key (never into memory) and move to
 * their key once the fields are checked; a refusal deletes them, and a crash leaves only an
 * unreferenced object for the sweeper.
 */
async function receiveParts(
  request: FastifyRequest,
  storage: StorageProvider,
  candidateId: number,
): Promise<Stored> {
  const fields: Record<string, string> = {};
  let received: Received | undefined;
  const watch = cutWatch(request);
  const parts = (request.parts() as AsyncIterable<Multipart>)[Symbol.asyncIterator]();
  try {
    for (let next = await watch.next(parts); !next.done; next = await watch.next(parts)) {
      const part = next.value;
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        throw AppError.badRequest('Envía un solo archivo en el campo file.');
      }
      try {
        received = await storeFile(part, fields, storage, candidateId);
      } catch (error) {
        part.file.resume(); // drain what is left so the answer reaches the client
        throw error;
      }
    }
    if (!received) throw missing('file');
    if (received.early) return received;
    // The declared type may have come after the bytes: it must still agree with them.
    if (claimedTypes(fields.content_type, undefined).some((claim) => claim !== received!.mime))
      throw fileTypeNotAllowed();
    const extension = received.key.slice(received.key.lastIndexOf('.') + 1);
    const key = buildObjectKey(candidateId, checkedName(fields, storage, candidateId), extension);
    await storage.move(received.key, key);
    return { key, bytes: received.bytes };
  } catch (error) {
    if (received && !received.early) await storage.delete(received.key).catch(() => undefined);
    throw error;
  }
}

/** The object name's parts from the fields; refuses a missing field, another bucket or a bad name. */
function checkedName(
  fields: Record<string, string>,
  storage: StorageProvider,
  candidateId: number,
): ObjectNameParts {
  if (!fields.bucket_name) throw missing('bucket_name');
  if (!fields.object_name) throw missing('object_name');
  if (fields.bucket_name !== storage.bucket) {
    throw AppError.badRequest('El bucket indicado no es el del portal.', {
      bucket_name: 'Bucket no válido.',
    });
  }
  return parseObjectName(fields.object_name, candidateId);
}

async function storeFile(
  part: Extract<Multipart, { type: 'file' }>,
  fields: Record<string, string>,
  storage: StorageProvider,
  candidateId: number,
): Promise<Received> {
  // Checked before a byte is stored, so a bad name or bucket never reaches storage.
  const name =
    fields.bucket_name && fields.object_name ? checkedName(fields, storage, candidateId) : undefined;
  const checked = await checkUpload(
    part.file,
    claimedTypes(fields.content_type ?? part.mimetype, part.filename),
  );
  const key = name
    ? buildObjectKey(candidateId, name, checked.extension)
    : `${candidateId}/pendiente/${randomUUID()}.${checked.extension}`;
  await storage.put(key, checked.body, checked.mime);
  return { key, bytes: checked.size(), mime: checked.mime, early: Boolean(name) };
}
