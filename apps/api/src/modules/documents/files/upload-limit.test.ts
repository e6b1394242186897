import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '@portal/shared/messages';
import { asCandidate, type CandidateActor } from '../../../test-support/actors.js';
import { postUpload } from '../../../test-support/documents.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { samplePdf } from '../../../lib/sample-files.js';

// Issue 9 item 6: one candidate wrote 20 × 10 MB in about a second. Uploads are now limited per
// candidate per minute (UPLOADS_PER_MINUTE, 12 by default), with a Spanish 429.
let ctx: TestContext;
let candidate: CandidateActor;
let other: CandidateActor;

beforeAll(async () => {
  ctx = await createTestApp();
  candidate = await asCandidate(ctx, '57000001');
  other = await asCandidate(ctx, '57000002');
});
afterAll(() => ctx.close());

const upload = (who: CandidateActor, i: number) =>
  postUpload(ctx, who, 'hv', samplePdf([`Hoja de vida ${i}`]), i);

describe('upload rate per candidate', () => {
  it('accepts the first uploads of the minute and refuses the next with 429 in Spanish', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= ctx.env.UPLOADS_PER_MINUTE + 1; i++)
      codes.push((await upload(candidate, i)).statusCode);
    expect(codes.slice(0, -1).every((code) => code === 200)).toBe(true);
    const refused = await upload(candidate, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(documentMessages.tooManyUploads);
  });

  it('counts each candidate apart', async () => {
    expect((await upload(other, 1)).statusCode).toBe(200);
  });
});
