import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { fetchReport, isStored, postAs, uploadPdfAs } from '../../../test-support/documents.js';
import { type CandidateActor, asCandidate, asDemoCandidate } from '../../../test-support/actors.js';

let ctx: TestContext;
let demo: CandidateActor;
let other: CandidateActor;

beforeAll(async () => {
  ctx = await createTestApp();
  demo = await asDemoCandidate(ctx);
  other = await asCandidate(ctx, '79111222', 'Carlos Pérez');
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, who: CandidateActor = demo) => postAs(ctx, who, url, payload);
const report = (who: CandidateActor = demo) => fetchReport(ctx, who);

const uploadPdf = (title: string, who: CandidateActor = demo, text = title) =>
  uploadPdfAs(ctx, who, title, text);
const stored = (url: string) => isStored(ctx, url);

describe('GET /api/candidate/documents/report', () => {
  it('lists the 14 seeded types with the demo files and open requests (spec §3)', async () => {
    const data = await report();
    expect(data.map((t) => t.id_documento)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(data.find((t) => t.id_documento === 14)!.nombre).toBe('Documentos adicionales');
    expect(data.find((t) => t.id_documento === 1)!).toMatchObject({
      nombre: 'Cédula de ciudadanía',
      cantidad_max: 1,
      obligatorio: true,
    });
    expect(data.flatMap((t) => t.documentos)).toHaveLength(3);
    expect(data.flatMap((t) => t.solicitudes).map((s) => s.client_doc_name)).toContain(
      'Hoja de vida actualizada',
    );
    for (const document of data.flatMap((t) => t.documentos)) expect(stored(document.doc_url)).toBe(true);
  });

  it("answers 404 for another candidate's id", async () => {
    const res = await ctx.app.inject({
      url: `/api/candidate/documents/report?id_candidato=${demo.candidateId}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('takes at most two SQL queries, whatever the number of documents, and one when unchanged', async () => {
    type Client = { query: (...args: unknown[]) => unknown };
    const client = (ctx.database.db as unknown as { $client: Client }).$client;
    const count = async () => {
      const spy = vi.spyOn(client, 'query');
      const data = await report(other);
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      return { calls, files: data.flatMap((t) => t.documentos).length };
    };
    const insert = async (title: string) => {
      const url = await uploadPdf(title, other);
      const body = { id_candidato: other.candidateId, documento: { id_documento: 13, doc_url: url } };
      expect((await post('/candidate/document/insert', body, other)).statusCode).toBe(200);
    };
    await report(other); // warm the key cache
    // Unchanged since the last read: served from this process's cache after reading the candidate row.
    expect(await count()).toEqual({ calls: 1, files: 0 });
    await insert('Uno');
    const one = await count();
    for (const title of ['Dos', 'Tres', 'Cuatro', 'Cinco']) await insert(title);
    const five = await count();
    expect(one.files).toBe(1);
    expect(five.files).toBe(5);
    expect(one.calls).toBeLessThanOrEqual(2);
    expect(five.calls).toBe(one.calls);
  });
});

describe('GET /api/candidate/upload_settings', () => {
  it('tells the form the bucket and the size limit', async () => {
    const res = await ctx.app.inject({ url: '/api/candidate/upload_settings', headers: demo.headers });
    expect(res.json()).toEqual({
      bucket_name: 'portal-documentos',
      region: 'us-east-1',
      max_bytes: 10 * 1024 * 1024,
    });
  });
});
