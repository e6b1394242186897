import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@portal/shared/constants';
import { documentMessages } from '@portal/shared/messages';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { samplePdf, samplePng } from '../../../lib/sample-files.js';
import { countRows, filesUnder, multipartBody, type FilePart } from '../../../test-support/documents.js';
import { type CandidateActor, asCandidate, asDemoCandidate } from '../../../test-support/actors.js';

let ctx: TestContext;
let demo: CandidateActor;
let other: CandidateActor;
let filesBefore: string[];
let rowsBefore: number;

beforeAll(async () => {
  // Many uploads by one candidate in a minute here; the per-minute limit has its own test.
  ctx = await createTestApp({ UPLOADS_PER_MINUTE: '1000' });
  demo = await asDemoCandidate(ctx);
  other = await asCandidate(ctx, '79111222', 'Carlos Pérez');
});
afterAll(() => ctx.close());
beforeEach(async () => {
  filesBefore = await filesUnder(ctx.env.uploadsDir);
  rowsBefore = await countRows(ctx, 'documentos_candidato');
});

function upload(
  file: FilePart | undefined,
  fields: Record<string, string> = {},
  who: CandidateActor = demo,
  order: { fileFirst?: boolean } = {},
) {
  const body = multipartBody(
    {
      bucket_name: ctx.env.STORAGE_BUCKET,
      object_name: `${who.candidateId}/Hoja de vida/1767225600000/cv.pdf`,
      content_type: file?.contentType ?? 'application/pdf',
      region: 'us-east-1',
      ...fields,
    },
    file,
    order,
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/candidate/upload_file_to_s3',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function withoutField(name: string) {
  return (fields: Record<string, string>) =>
    Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
}

/** A PDF of exactly `size` bytes: a real header, then padding. */
const pdfOfSize = (size: number) =>
  Buffer.concat([samplePdf(['Relleno']), Buffer.alloc(size)]).subarray(0, size);

async function expectNothingLeft() {
  expect(await filesUnder(ctx.env.uploadsDir)).toEqual(filesBefore);
  expect(await countRows(ctx, 'documentos_candidato')).toBe(rowsBefore);
}

describe('POST /api/candidate/upload_file_to_s3', () => {
  it('stores a PDF under candidateId/title/timestamp/name and answers its url', async () => {
    const data = samplePdf(['Hoja de vida']);
    const res = await upload({ name: 'Mi hoja de vida (2026).pdf', data });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(new RegExp(`^/api/files/${demo.candidateId}/Hoja-de-vida/\\d{13}/cv\\.pdf$`));
    const key = url.slice('/api/files/'.length);
    expect(await readFile(`${ctx.env.uploadsDir}/${key}`)).toEqual(data);
  });

  it('refuses a PNG renamed .pdf that claims application/pdf, leaving nothing behind', async () => {
    const res = await upload(
      { name: 'foto.pdf', contentType: 'application/pdf', data: samplePng() },
      { object_name: `${demo.candidateId}/Cedula/1/foto.pdf` },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(documentMessages.invalidType);
    await expectNothingLeft();
  });

  it('stores a PNG whose name and declared type agree with its bytes', async () => {
    const res = await upload(
      { name: 'foto.png', contentType: 'image/png', data: samplePng() },
      { object_name: `${demo.candidateId}/Cedula/1/foto.png` },
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as { url: string }).url).toMatch(/\/foto\.png$/);
  });

  it('refuses a text file named .png, leaving nothing behind', async () => {
    const res = await upload({
      name: 'nota.png',
      contentType: 'image/png',
      data: Buffer.from('hola, esto es texto'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(documentMessages.invalidType);
    await expectNothingLeft();
  });

  it('accepts exactly 10 MB', async () => {
    const res = await upload({ data: pdfOfSize(UPLOAD_MAX_BYTES) });
    expect(res.statusCode).toBe(200);
    const key = (res.json() as { url: string }).url.slice('/api/files/'.length);
    expect((await readFile(`${ctx.env.uploadsDir}/${key}`)).length).toBe(UPLOAD_MAX_BYTES);
  });

  it('refuses 10 MB + 1 byte with 413 and removes the partial file', async () => {
    const res = await upload({ data: pdfOfSize(UPLOAD_MAX_BYTES + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(documentMessages.tooLarge);
    await expectNothingLeft();
  });

  it('refuses an empty file', async () => {
    const res = await upload({ data: Buffer.alloc(0) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El archivo está vacío.');
    await expectNothingLeft();
  });

  it.each(['bucket_name', 'object_name'])('refuses a request without %s', async (field) => {
    const body = multipartBody(
      withoutField(field)({
        bucket_name: ctx.env.STORAGE_BUCKET,
        object_name: `${demo.candidateId}/A/1/a.pdf`,
      }),
      { data: samplePdf(['x']) },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/upload_file_to_s3',
      headers: { ...demo.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Falta el campo ${field}.`);
    await expectNothingLeft();
  });

  it.each([
    ['fields first', false],
    ['file first', true],
  ])(
    'refuses a body cut before its closing boundary (%s), keeping no room reserved',
    async (_, fileFirst) => {
      const { payload, contentType } = multipartBody(
        {
          bucket_name: ctx.env.STORAGE_BUCKET,
          object_name: `${demo.candidateId}/Hoja de vida/1767225600000/cv.pdf`,
        },
        { data: samplePdf(['Cortado']) },
        { fileFirst },
      );
      const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
      const cut = payload.subarray(0, payload.lastIndexOf(Buffer.from(`--${boundary}--`)) - 40);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/candidate/upload_file_to_s3',
        headers: { ...demo.headers, 'content-type': contentType },
        payload: cut,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(documentMessages.uploadIncomplete);
      await expectNothingLeft();
    },
  );

  it('refuses a body that stops inside the file, as a client that gave up would send it', async () => {
    const boundary = 'corte';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/upload_file_to_s3',
      headers: { ...demo.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${head}Content-Type: application/pdf\r\n\r\n%PDF-1.4 ${'x'.repeat(500)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(documentMessages.uploadIncomplete);
    await expectNothingLeft();
  });

  it('refuses a request without a file', async () => {
    const res = await upload(undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Falta el campo file.');
    await expectNothingLeft();
  });

  it.each(['../../etc/passwd', `${1}/../../x/1/a.pdf`, 'a/./b.pdf', '/abs/a.pdf', 'a\\..\\b.pdf'])(
    'refuses traversal in object_name: %s',
    async (objectName) => {
      const res = await upload({ data: samplePdf(['x']) }, { object_name: objectName });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('El nombre del objeto no es válido.');
      await expectNothingLeft();
    },
  );

  it('refuses another bucket', async () => {
    const res = await upload({ data: samplePdf(['x']) }, { bucket_name: 'otro-bucket' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El bucket indicado no es el del portal.');
    await expectNothingLeft();
  });

  it("answers 404 for an object name in another candidate's folder", async () => {
    const res = await upload(
      { data: samplePdf(['x']) },
      { object_name: `${other.candidateId}/Hoja de vida/1/cv.pdf` },
    );
    expect(res.statusCode).toBe(404);
    await expectNothingLeft();
  });

  it('needs a signed-in candidate', async () => {
    const body = multipartBody(
      { bucket_name: ctx.env.STORAGE_BUCKET, object_name: 'a/b.pdf' },
      { data: samplePdf(['x']) },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/upload_file_to_s3',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
    await expectNothingLeft();
  });
});

// Issue 14: spec §7 lists the file first; a client that sends it so must not be refused, and the
// file must still stream (to a temporary key) rather than wait in memory for the fields.
describe('the file before the fields (spec §7 order)', () => {
  const fileFirst = (file: FilePart, fields: Record<string, string> = {}) =>
    upload(file, fields, demo, { fileFirst: true });

  it('stores it under its final key, with nothing temporary left', async () => {
    const res = await fileFirst({ data: samplePdf(['Primero el archivo']) });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(new RegExp(`^/api/files/${demo.candidateId}/Hoja-de-vida/\\d+/cv\\.pdf$`));
    const added = (await filesUnder(ctx.env.uploadsDir)).filter((file) => !filesBefore.includes(file));
    expect(added).toEqual([url.slice('/api/files/'.length)]);
  });

  it.each([
    [{ bucket_name: '' }, 400, 'Falta el campo bucket_name.'],
    [{ bucket_name: 'otro-bucket' }, 400, 'El bucket indicado no es el del portal.'],
    [{ object_name: '../../etc/passwd' }, 400, 'El nombre del objeto no es válido.'],
    [{ content_type: 'image/png' }, 415, documentMessages.invalidType],
  ])(
    'refuses bad fields that come after the bytes (%o), leaving nothing behind',
    async (fields, status, message) => {
      const res = await fileFirst({ data: samplePdf(['x']) }, fields);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      await expectNothingLeft();
    },
  );

  it("answers 404 for another candidate's folder named after the bytes, leaving nothing", async () => {
    const res = await fileFirst(
      { data: samplePdf(['x']) },
      { object_name: `${other.candidateId}/Hoja de vida/1/cv.pdf` },
    );
    expect(res.statusCode).toBe(404);
    await expectNothingLeft();
  });
});
