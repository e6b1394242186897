import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kpisSchema } from '@portal/shared/kpis';
import { seedBenchApplications } from '../applications/seed.js';
import { seedBenchCandidates } from '../candidates/seed.js';
import { asStaff } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// The bench's data (bench:api measures the KPIs over 50,000 applications): what it seeds is counted,
// with history, and seeding again adds nothing.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ KPI_CACHE_SECONDS: '0' });
});
afterAll(() => ctx.close());

describe('bench applications', () => {
  it('gives each bench candidate its applications with history, once', async () => {
    const admin = await asStaff(ctx, 'admin@portal.local');
    const figures = async () =>
      kpisSchema.parse(
        (await ctx.app.inject({ url: '/api/staff/kpis', headers: { cookie: admin.cookie } })).json(),
      );
    const before = await figures();
    for (let run = 0; run < 2; run++) {
      await seedBenchCandidates(ctx.app.db, 20);
      await seedBenchApplications(ctx.app.db, 3);
    }
    const after = await figures();
    expect(after.postulaciones).toBe(before.postulaciones + 60);
    const received = (kpis: typeof after) => kpis.embudo.find((s) => s.estado === 'recibida')!.total;
    expect(received(after)).toBe(received(before) + 60);
  });
});
