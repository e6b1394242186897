import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { documentReportSchema, type DocumentTypeReport } from '@portal/shared/documents/candidate';
import type { CandidateActor } from './actors.js';
import type { TestContext } from './test-app.js';
import { samplePdf } from '../lib/sample-files.js';

export interface FilePart {
  name?: string;
  contentType?: string;
  data: Buffer;
}

/**
 * A multipart/form-data body: fields first, then the file (as the web client sends it), or the file
 * first (`fileFirst`, the order spec §7 lists).
 */
export function multipartBody(fields: Record<string, string>, file?: FilePart, { fileFirst = false } = {}) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const fieldChunks = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (!fileFirst) chunks.push(...fieldChunks);
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'archivo.pdf'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  if (fileFirst) chunks.push(...fieldChunks);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export { ORPHAN_GRACE_MS } from '../modules/documents/files/sweeper.js';

/** Every file under a folder (relative paths), `.part` leftovers included. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(dir.length + 1));
}

export async function countRows(ctx: TestContext, table: 'documentos_candidato' | 'solicitudes_documentos') {
  const result = (await ctx.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

/** POSTs JSON to /api<url> as the given candidate. */
export const postAs = (ctx: TestContext, who: CandidateActor, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: who.headers, payload });

/** The candidate's document report (spec §3), checked against its schema and status. */
export async function fetchReport(ctx: TestContext, who: CandidateActor): Promise<DocumentTypeReport[]> {
  const res = await ctx.app.inject({
    url: `/api/candidate/documents/report?id_candidato=${who.candidateId}`,
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  const body = documentReportSchema.parse(res.json());
  expect(body.status_code).toBe(200);
  return body.data;
}

/** POSTs a PDF (`data`) to the upload call as `who`, under `<id>/<title>/<n>/<title>.pdf`. */
export function postUpload(ctx: TestContext, who: CandidateActor, title: string, data: Buffer, n = 1) {
  const body = multipartBody(
    { bucket_name: ctx.env.STORAGE_BUCKET, object_name: `${who.candidateId}/${title}/${n}/${title}.pdf` },
    { data },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/candidate/upload_file_to_s3',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Uploads a one-page PDF (whose text is `text`) as `who`; answers the stored file's URL. */
export async function uploadPdfAs(
  ctx: TestContext,
  who: CandidateActor,
  title: string,
  text = title,
): Promise<string> {
  const res = await postUpload(ctx, who, title, samplePdf([text]));
  expect(res.statusCode).toBe(200);
  return (res.json() as { url: string }).url;
}

/** Whether the file behind a local `/api/files/...` URL is on disk. */
export const isStored = (ctx: TestContext, url: string) =>
  existsSync(`${ctx.env.uploadsDir}/${url.slice('/api/files/'.length)}`);
