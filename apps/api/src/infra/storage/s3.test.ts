import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@portal/shared/constants';
import { documentMessages, errorMessages } from '@portal/shared/messages';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { samplePdf } from '../../lib/sample-files.js';
import { countRows, multipartBody, postUpload } from '../../test-support/documents.js';
import { asDemoCandidate } from '../../test-support/actors.js';
import { asStaff } from '../../test-support/staff.js';
import { startS3Server, type S3Server } from '../../test-support/s3-server.js';
import { freePort } from '../../test-support/server-process.js';
import type { S3Storage } from './s3.js';

const BUCKET = 'portal-documentos';
let s3: S3Server;
let endpoint: string;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  ({ endpoint, storage } = s3);
});
afterAll(() => s3?.close());

async function keys() {
  const found: string[] = [];
  for await (const object of storage.list()) found.push(object.key);
  return found.sort();
}

describe('S3 provider against s3rver', () => {
  it('puts, lists, signs (type and disposition) and deletes an object', async () => {
    const data = samplePdf(['Prueba S3']);
    await storage.put('7/Prueba/1/prueba.pdf', Readable.from([data]), 'application/pdf');
    expect(await storage.exists('7/Prueba/1/prueba.pdf')).toBe(true);
    expect(await storage.read('7/Prueba/1/prueba.pdf')).toEqual(data);
    expect(await keys()).toContain('7/Prueba/1/prueba.pdf');
    const link = await storage.signedUrl('7/Prueba/1/prueba.pdf');
    expect(link).toContain('X-Amz-Expires=900');
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/filename="prueba\.pdf"/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(data);
    const opened = await storage.open('7/Prueba/1/prueba.pdf');
    expect(opened?.size).toBe(data.length);
    expect(Buffer.concat(await opened!.stream.toArray())).toEqual(data);
    await storage.delete('7/Prueba/1/prueba.pdf');
    expect(await storage.exists('7/Prueba/1/prueba.pdf')).toBe(false);
    expect(await storage.open('7/Prueba/1/prueba.pdf')).toBeUndefined();
  });

  it('moves an object to another key (server-side copy, then delete)', async () => {
    const data = samplePdf(['Mover']);
    await storage.put('7/pendiente/tmp.pdf', Readable.from([data]), 'application/pdf');
    await storage.move('7/pendiente/tmp.pdf', '7/Hoja-de-vida/1/cv.pdf');
    expect(await storage.exists('7/pendiente/tmp.pdf')).toBe(false);
    const res = await fetch(await storage.signedUrl('7/Hoja-de-vida/1/cv.pdf'));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(data);
    await storage.delete('7/Hoja-de-vida/1/cv.pdf');
  });

  it('stores nothing when the stream fails half-way', async () => {
    const before = await keys();
    async function* failing() {
      yield Buffer.alloc(1024);
      throw new Error('conexión perdida');
    }
    await expect(
      storage.put('7/Roto/1/roto.pdf', Readable.from(failing()), 'application/pdf'),
    ).rejects.toThrow('conexión perdida');
    expect(await keys()).toEqual(before);
  });
});

describe('the API on STORAGE_DRIVER=s3', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(() => ctx?.close());

  it('uploads, inserts, signs and serves the same bytes; refuses 10 MB + 1 leaving nothing', async () => {
    const demo = await asDemoCandidate(ctx);
    const send = (data: Buffer) => {
      const body = multipartBody(
        { bucket_name: BUCKET, object_name: `${demo.candidateId}/Certificados laborales/1/laboral.pdf` },
        { data },
      );
      return ctx.app.inject({
        method: 'POST',
        url: '/api/candidate/upload_file_to_s3',
        headers: { ...demo.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const before = await keys();
    const tooBig = await send(
      Buffer.concat([samplePdf(['x']), Buffer.alloc(UPLOAD_MAX_BYTES)]).subarray(0, UPLOAD_MAX_BYTES + 1),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(documentMessages.tooLarge);
    expect(await keys()).toEqual(before);

    const data = samplePdf(['Certificado laboral']);
    const { url } = (await send(data)).json() as { url: string };
    const insert = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/document/insert',
      headers: demo.headers,
      payload: { id_candidato: demo.candidateId, documento: { id_documento: 13, doc_url: url } },
    });
    expect(insert.statusCode).toBe(200);
    const signed = await ctx.app.inject({
      url: `/api/get_presigned_url?url=${encodeURIComponent(url)}`,
      headers: demo.headers,
    });
    const link = (signed.json() as { response: string }).response;
    expect(link.startsWith(`${endpoint}/${BUCKET}/${demo.candidateId}/Certificados-laborales/`)).toBe(true);
    expect(Buffer.from(await (await fetch(link)).arrayBuffer())).toEqual(data);

    // The candidate's data export reads the same object from S3 as a stream, into the ZIP.
    const exported = await ctx.app.inject({ url: '/api/candidate/my-data', headers: demo.headers });
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const name = url.slice(url.lastIndexOf('/') + 1);
    expect(Buffer.from(files[`archivos/Certificados laborales/${name}`]!)).toEqual(data);
  });

  it("passes the system screen's write, read and delete probe, leaving nothing behind", async () => {
    const admin = await asStaff(ctx, 'admin@portal.local');
    const before = await keys();
    const res = await ctx.app.inject({ url: '/api/system/status', headers: { cookie: admin.cookie } });
    expect(res.json().almacenamiento).toMatchObject({
      estado: 'ok',
      error: null,
      driver: 's3',
      bucket: BUCKET,
    });
    expect(await keys()).toEqual(before);
  });
});

// Issue 14 item 2: storage that does not answer gives the person a 503 in Spanish within seconds,
// and nothing is kept: no stored object, no document row.
describe('the API when S3 is unreachable', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      STORAGE_DRIVER: 's3',
      // A loopback port nothing listens on.
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(() => ctx?.close());

  it('refuses the upload with 503 in Spanish and keeps no row', async () => {
    const demo = await asDemoCandidate(ctx);
    const rows = () => countRows(ctx, 'documentos_candidato');
    const before = await rows();
    const res = await postUpload(ctx, demo, 'Certificados laborales', samplePdf(['Certificado laboral']));
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(errorMessages.unavailable);
    expect(await rows()).toBe(before);
  });
});
