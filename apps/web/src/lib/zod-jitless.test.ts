import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is configured jitless before zod loads, so it never probes eval (our CSP forbids it)', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
