import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '@portal/shared/messages';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { fetchReport, isStored, postAs, uploadPdfAs } from '../../test-support/documents.js';
import { type CandidateActor, asCandidate, asDemoCandidate } from '../../test-support/actors.js';

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
const typeOf = async (id: number, who: CandidateActor = demo) =>
  (await report(who)).find((t) => t.id_documento === id)!;

const uploadPdf = (title: string, who: CandidateActor = demo, text = title) =>
  uploadPdfAs(ctx, who, title, text);
const stored = (url: string) => isStored(ctx, url);

describe('insert, edit and delete', () => {
  it('inserts a document that answers a request, which becomes managed', async () => {
    const bank = await typeOf(8);
    const request = bank.solicitudes[0]!;
    const url = await uploadPdf('Certificacion bancaria');
    const res = await post('/candidate/document/insert', {
      id_candidato: demo.candidateId,
      documento: { id_documento: 8, doc_url: url },
      ids_solicitudes_documentos_gestionadas: [request.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(documentMessages.uploaded);
    const after = await typeOf(8);
    expect(after.solicitudes).toEqual([]);
    expect(after.solicitudes_gestionadas.map((s) => s.id)).toEqual([request.id]);
    expect(after.documentos[0]).toMatchObject({ doc_url: url, ids_solicitudes: [request.id] });
  });

  it('replaces the file of a type with cantidad_max 1 and removes the old object', async () => {
    const before = (await typeOf(1)).documentos;
    expect(before).toHaveLength(1);
    const url = await uploadPdf('Cedula nueva');
    const res = await post('/candidate/document/insert', {
      id_candidato: demo.candidateId,
      documento: { id_documento: 1, doc_url: url },
    });
    expect(res.statusCode).toBe(200);
    const after = (await typeOf(1)).documentos;
    expect(after.map((d) => [d.id_documento_candidato, d.doc_url])).toEqual([
      [before[0]!.id_documento_candidato, url],
    ]);
    expect(stored(before[0]!.doc_url)).toBe(false);
  });

  it('refuses past the maximum with a clear message and deletes the refused upload', async () => {
    for (const title of ['Alturas 1', 'Alturas 2']) {
      const url = await uploadPdf(title);
      expect(
        (
          await post('/candidate/document/insert', {
            id_candidato: demo.candidateId,
            documento: { id_documento: 10, doc_url: url },
          })
        ).statusCode,
      ).toBe(200);
    }
    const url = await uploadPdf('Alturas 3');
    const res = await post('/candidate/document/insert', {
      id_candidato: demo.candidateId,
      documento: { id_documento: 10, doc_url: url },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Ya cargaste el máximo de 2 archivos para Curso de trabajo en alturas. Elimina uno para cargar otro.',
    );
    expect(stored(url)).toBe(false);
    expect((await typeOf(10)).documentos).toHaveLength(2);
  });

  it('edits a document: new url, old object gone, request managed', async () => {
    const cv = await typeOf(2);
    const [document] = cv.documentos;
    const url = await uploadPdf('Hoja de vida 2026');
    const res = await post('/candidate/document/edit', {
      id_documento_candidato: document!.id_documento_candidato,
      doc_url: url,
      ids_solicitudes_documentos_gestionadas: [cv.solicitudes[0]!.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(documentMessages.updated);
    const after = await typeOf(2);
    expect(after.documentos[0]!.doc_url).toBe(url);
    expect(after.solicitudes).toEqual([]);
    expect(stored(document!.doc_url)).toBe(false);
  });

  it('deletes a document, its object, and reopens the request it answered', async () => {
    const bank = await typeOf(8);
    const [document] = bank.documentos;
    const res = await post('/candidate/document/delete', {
      id_documento_candidato: document!.id_documento_candidato,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(documentMessages.deleted);
    const after = await typeOf(8);
    expect(after.documentos).toEqual([]);
    expect(after.solicitudes.map((s) => s.id)).toEqual(bank.solicitudes_gestionadas.map((s) => s.id));
    expect(stored(document!.doc_url)).toBe(false);
  });

  it("answers 404 for another candidate's document, request, url or id, and leaves nothing behind", async () => {
    const mine = (await typeOf(12)).documentos[0]!;
    const theirUrl = await uploadPdf('Ajeno', other);
    const requestId = (await typeOf(14)).solicitudes[0]!.id;
    expect(
      (
        await post(
          '/candidate/document/delete',
          { id_documento_candidato: mine.id_documento_candidato },
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/candidate/document/edit',
          { id_documento_candidato: mine.id_documento_candidato, doc_url: theirUrl },
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect(stored(theirUrl)).toBe(false);
    expect(
      (
        await post(
          '/candidate/document/insert',
          { id_candidato: other.candidateId, documento: { id_documento: 12, doc_url: mine.doc_url } },
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/candidate/document/insert',
          { id_candidato: demo.candidateId, documento: { id_documento: 12, doc_url: mine.doc_url } },
          other,
        )
      ).statusCode,
    ).toBe(404);
    const url = await uploadPdf('Con solicitud ajena', other);
    const res = await post(
      '/candidate/document/insert',
      {
        id_candidato: other.candidateId,
        documento: { id_documento: 14, doc_url: url },
        ids_solicitudes_documentos_gestionadas: [requestId],
      },
      other,
    );
    expect(res.statusCode).toBe(404);
    expect(stored(url)).toBe(false);
    expect(stored(mine.doc_url)).toBe(true);
    expect((await typeOf(14)).solicitudes.map((s) => s.id)).toContain(requestId);
  });

  it('validates bodies at the edge', async () => {
    const res = await post('/candidate/document/insert', {
      id_candidato: demo.candidateId,
      documento: { id_documento: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});
