import {
  BULK_FIELDS,
  bulkParsedFileSchema,
  bulkResultSchema,
  type BulkField,
  type BulkParsedFile,
  type BulkResult,
  type BulkRow,
} from '@portal/shared/users/bulk';
import { apiRequest, apiUrl, uploadFile } from '@/lib/api-client';

/** POST …/register_massive/file: the server reads CSV (any Spanish Excel flavour) or XLSX as text. */
export const readFileOnServer = async (file: File): Promise<BulkParsedFile> =>
  bulkParsedFileSchema.parse(await uploadFile('/auth/register_massive/file', file));

export type Mapping = Record<BulkField, number | null>;

/** The file's rows as the API's fields, by the chosen mapping. */
export const mapRows = (file: BulkParsedFile, mapping: Mapping): BulkRow[] =>
  file.filas.map(
    (cells) =>
      Object.fromEntries(
        BULK_FIELDS.map((field) => [field, mapping[field] === null ? '' : (cells[mapping[field]!] ?? '')]),
      ) as BulkRow,
  );

export const registerMany = async (modo: BulkResult['modo'], usuarios: BulkRow[]) =>
  bulkResultSchema.parse(
    await apiRequest('/auth/register_massive', { method: 'POST', body: { modo, usuarios } }),
  );

export const templateUrl = (formato: 'csv' | 'xlsx') =>
  apiUrl('/auth/register_massive/template', { formato });
