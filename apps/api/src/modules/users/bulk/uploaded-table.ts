import type { FastifyRequest } from 'fastify';
import { bulkMessages } from '@portal/shared/messages';
import { AppError } from '../../../lib/app-error.js';
import type { TextTable } from './table-file.js';
import type { TableReader } from './table-reader.js';

/** The largest spreadsheet a person uploads (users, shifts). */
export const TABLE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The one CSV or XLSX file of a multipart request as a table of text, read on the reader's thread.
 * Register `@fastify/multipart` with `fileSize: TABLE_UPLOAD_MAX_BYTES` on the routes that call it.
 */
export async function readUploadedTable(request: FastifyRequest, reader: TableReader): Promise<TextTable> {
  if (!request.isMultipart()) throw AppError.badRequest(bulkMessages.fileType);
  const part = await request.file().catch(() => undefined);
  if (!part) throw AppError.badRequest(bulkMessages.fileType);
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FILE_TOO_LARGE', bulkMessages.fileTooLarge);
    throw AppError.badRequest(bulkMessages.fileUnreadable);
  });
  return reader.read(bytes);
}
