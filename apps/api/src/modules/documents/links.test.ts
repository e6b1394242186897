import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentReportSchema } from '@portal/shared/documents/candidate';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { LinkSigner } from '../../infra/storage/signing.js';
import { samplePdf } from '../../lib/sample-files.js';
import { sweepOrphans } from './files/sweeper.js';
import { filesUnder, multipartBody } from '../../test-support/documents.js';
import { type CandidateActor, asCandidate, asDemoCandidate } from '../../test-support/actors.js';

let ctx: TestContext;
let demo: CandidateActor;
let other: CandidateActor;
let urls: string[];
let clientUrl: string;

beforeAll(async () => {
  ctx = await createTestApp();
  demo = await asDemoCandidate(ctx);
  other = await asCandidate(ctx, '79111222', 'Carlos Pérez');
  const res = await ctx.app.inject({ url: '/api/candidate/documents/report', headers: demo.headers });
  const data = documentReportSchema.parse(res.json()).data;
  urls = data.flatMap((t) => t.documentos.map((d) => d.doc_url));
  clientUrl = data.flatMap((t) => t.solicitudes).find((s) => s.client_doc_url)!.client_doc_url!;
});
afterAll(() => ctx.close());

const presign = (url: string, who: CandidateActor = demo) =>
  ctx.app.inject({ url: `/api/get_presigned_url?url=${encodeURIComponent(url)}`, headers: who.headers });

describe('signed links', () => {
  it('GET /api/get_presigned_url answers a link that serves the file safely', async () => {
    const res = await presign(urls[0]!);
    expect(res.statusCode).toBe(200);
    const link = (res.json() as { response: string }).response;
    expect(link).toMatch(/^\/api\/files\/.+\.pdf\?expires=\d+&signature=[\w-]+$/);
    const file = await ctx.app.inject({ url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.headers['content-disposition']).toMatch(
      /^inline; filename="cedula-ana-maria-rodriguez\.pdf"/,
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('POST /api/get_presigned_urls signs a list, including the client file of an own request', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/get_presigned_urls',
      headers: demo.headers,
      payload: { urls: [...urls, clientUrl] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { urls: { original_url: string; signed_url: string }[] };
    expect(body.urls.map((u) => u.original_url)).toEqual([...urls, clientUrl]);
    for (const { signed_url } of body.urls)
      expect((await ctx.app.inject({ url: signed_url })).statusCode).toBe(200);
  });

  it("answers 404 for another candidate's files and for foreign URLs", async () => {
    expect((await presign(urls[0]!, other)).statusCode).toBe(404);
    expect((await presign(clientUrl, other)).statusCode).toBe(404);
    expect((await presign('https://example.com/x.pdf')).statusCode).toBe(404);
    expect((await presign('/api/files/../../etc/passwd')).statusCode).toBe(404);
    const many = await ctx.app.inject({
      method: 'POST',
      url: '/api/get_presigned_urls',
      headers: other.headers,
      payload: { urls },
    });
    expect(many.statusCode).toBe(404);
  });

  it('refuses unsigned, tampered and expired links', async () => {
    const link = ((await presign(urls[0]!)).json() as { response: string }).response;
    // The first character of the signature changed to another one (a fixed 'A' left 1 link in 64 valid).
    const tampered = link.replace(
      /signature=(.)/,
      (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await ctx.app.inject({ url: link.split('?')[0]! })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: tampered })).statusCode).toBe(403);
    // A person who opens a bad link in the browser reads a Spanish page, not JSON.
    const page = await ctx.app.inject({
      url: tampered,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('El enlace no es válido.');
    expect(page.body).toContain('href="/documentos"');
    const otherKey = urls[1]!.slice('/api/files/'.length);
    expect((await ctx.app.inject({ url: `/api/files/${otherKey}?${link.split('?')[1]}` })).statusCode).toBe(
      403,
    );
    const later = new LinkSigner('secret', 900, () => Date.now() + 901_000);
    const { expires, signature } = new LinkSigner('secret', 900).sign('1/a/1/a.pdf');
    expect(later.verify('1/a/1/a.pdf', String(expires), signature)).toBe('expired');
    expect(new LinkSigner('secret', 900).verify('1/a/1/a.pdf', String(expires), signature)).toBe('ok');
  });

  it('keeps the signing secret across restarts (stored once in the database)', async () => {
    const { loadSigningSecret } = await import('../../infra/storage/signing.js');
    const first = await loadSigningSecret(ctx.database.db, undefined);
    expect(await loadSigningSecret(ctx.database.db, undefined)).toBe(first);
    expect(first.length).toBeGreaterThanOrEqual(40);
  });
});

describe('orphan sweeper', () => {
  it('removes uploads no row points to once the grace period is over, and nothing else', async () => {
    const body = multipartBody(
      { bucket_name: ctx.env.STORAGE_BUCKET, object_name: `${demo.candidateId}/Suelto/1/suelto.pdf` },
      { data: samplePdf(['Suelto']) },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/upload_file_to_s3',
      headers: { ...demo.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    const key = (res.json() as { url: string }).url.slice('/api/files/'.length);
    const before = await filesUnder(ctx.env.uploadsDir);
    expect(before).toContain(key);
    expect(await sweepOrphans(ctx.database.db, ctx.app.storage)).toEqual([]);
    const removed = await sweepOrphans(ctx.database.db, ctx.app.storage, {
      now: new Date(Date.now() + 2 * 3600_000),
    });
    expect(removed).toEqual([key]);
    expect(await filesUnder(ctx.env.uploadsDir)).toEqual(before.filter((file) => file !== key));
  });
});
