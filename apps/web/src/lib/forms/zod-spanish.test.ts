import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-spanish';

describe('form messages where a schema names none', () => {
  it('are Spanish, never zod’s English fallback', () => {
    const message = z.number().positive().safeParse(0).error?.issues[0]?.message ?? '';
    expect(message).not.toMatch(/too small|expected/i);
    expect(message).toMatch(/demasiado pequeño/i);
  });
});
