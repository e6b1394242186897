import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '@portal/shared/messages';
import { asCandidate, type CandidateActor } from '../../../test-support/actors.js';
import { postAs, postUpload } from '../../../test-support/documents.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { samplePdf } from '../../../lib/sample-files.js';
import { ORPHAN_GRACE_MS, sweepOrphans } from './sweeper.js';

// Issue 9 item 6: within the per-minute limit a script could still keep 120 MB a minute of files
// nobody attaches (they live an hour). Unattached bytes per candidate now have a quota.
let ctx: TestContext;
let candidate: CandidateActor;
let racer: CandidateActor;
const KB = 1024;

beforeAll(async () => {
  ctx = await createTestApp({ UPLOADS_UNATTACHED_MAX_MB: '1', UPLOADS_PER_MINUTE: '1000' });
  candidate = await asCandidate(ctx, '57100001');
  racer = await asCandidate(ctx, '57100002');
});
afterAll(() => ctx.close());

/** A valid PDF padded after its end to `size` bytes: the type is read from the head. */
const paddedPdf = (size: number) => {
  const pdf = samplePdf(['Certificado']);
  return Buffer.concat([pdf, Buffer.alloc(Math.max(0, size - pdf.length), 0x20)]);
};

const upload = (who: CandidateActor, i: number, size = 400 * KB) =>
  postUpload(ctx, who, 'cert', paddedPdf(size), i);

describe('quota of unattached bytes per candidate', () => {
  it('refuses a new upload in Spanish once the unattached files reach the quota; attaching frees room', async () => {
    const urls: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await upload(candidate, i);
      expect(res.statusCode).toBe(200);
      urls.push(res.json().url);
    }
    const refused = await upload(candidate, 4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(documentMessages.tooManyUnattached);

    // Saved into a document, a file no longer counts: 800 KB unattached leaves room for one more.
    const saved = await postAs(ctx, candidate, '/candidate/document/insert', {
      id_candidato: candidate.candidateId,
      documento: { id_documento: 12, doc_url: urls[0] },
      ids_solicitudes_documentos_gestionadas: [],
    });
    expect(saved.statusCode).toBe(200);
    expect((await upload(candidate, 5)).statusCode).toBe(200);
    expect((await upload(candidate, 6)).statusCode).toBe(429);
  });

  it('a refused file (too large) takes no room', async () => {
    const tooLarge = await upload(racer, 1, 11 * 1024 * KB);
    expect(tooLarge.statusCode).toBe(413);
    expect((await upload(racer, 2, 900 * KB)).statusCode).toBe(200);
  });

  it('parallel uploads cannot all see room: each in-flight upload holds the largest size', async () => {
    const fresh = await asCandidate(ctx, '57100003');
    const codes = (await Promise.all([1, 2, 3, 4, 5, 6].map((i) => upload(fresh, i, 600 * KB)))).map(
      (res) => res.statusCode,
    );
    // One after the other, two 600 KB files fit under 1 MB and the third is refused. At once, the
    // same must hold: without the lock and the reservation all six saw an empty quota.
    const accepted = codes.filter((code) => code === 200).length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(2);
    expect(codes.filter((code) => code === 429)).toHaveLength(6 - accepted);
  });

  it('after the grace period the sweeper removes the files and the room comes back', async () => {
    await sweepOrphans(ctx.database.db, ctx.app.storage, {
      now: new Date(Date.now() + ORPHAN_GRACE_MS + 60_000),
    });
    expect((await upload(candidate, 7)).statusCode).toBe(200);
  });
});
