import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { errorMessages } from '@portal/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../lib/sample-files.js';
import { knownError } from '../../plugins/known-errors.js';
import { asDemoCandidate, type CandidateActor } from '../../test-support/actors.js';
import { postUpload } from '../../test-support/documents.js';
import { asStaff } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { temporaryDataFolder } from '../../test-support/data-folder.js';

// Issue 34 item 0: a full disk answers 507 in Spanish (not 500 'Ocurrió un error inesperado'),
// readiness and the system screen show it, and writes resume by themselves once there is space.

describe('disk-full errors are known', () => {
  it('maps PostgreSQL disk_full and the OS ENOSPC to 507, through drizzle’s wrapping', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });
    for (const cause of [{ code: '53100', message: 'could not extend file' }, { code: 'ENOSPC' }]) {
      expect(knownError(wrapped(cause))).toEqual({
        status: 507,
        code: 'STORAGE_FULL',
        message: errorMessages.storageFull,
      });
    }
  });
});

// A real full file system: a small tmpfs under the uploads folder. Mounting needs root, which CI
// and these machines have; elsewhere the case is skipped and says so.
const isRoot = process.getuid?.() === 0;
describe.skipIf(!isRoot)('uploads onto a full disk', () => {
  let ctx: TestContext;
  let demo: CandidateActor;
  const folder = temporaryDataFolder('portal-full');
  const uploads = `${folder}/uploads`;

  beforeAll(async () => {
    mkdirSync(uploads, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', uploads]);
    ctx = await createTestApp({ UPLOADS_DIR: uploads });
    demo = await asDemoCandidate(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    execFileSync('umount', [uploads]);
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 507 in Spanish, turns readiness and the system screen red, and resumes with space', async () => {
    const filler = `${uploads}/relleno`;
    // Leave less room than one upload needs.
    writeFileSync(filler, Buffer.alloc(3.5 * 1024 * 1024));
    const pdf = samplePdf(['Disco lleno '.repeat(80_000)]);
    const refused = await postUpload(ctx, demo, 'Lleno', pdf);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ code: 'STORAGE_FULL', message: errorMessages.storageFull });

    expect((await ctx.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'disk full' });
    const admin = await asStaff(ctx, 'admin@portal.local');
    const status = await ctx.app.inject({ url: '/api/system/status', headers: admin.headers });
    expect(status.json().disco).toMatchObject({ estado: 'falla' });
    expect(status.json().disco.sin_espacio_desde).toEqual(expect.any(String));

    rmSync(filler);
    expect((await postUpload(ctx, demo, 'Lleno', pdf, 2)).statusCode).toBe(200);
  });
});
