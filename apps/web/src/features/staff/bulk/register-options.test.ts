import { describe, expect, it } from 'vitest';
import type { BulkResult } from '@portal/shared/users/bulk';
import { showsRegisterOptions } from './register-options';

const result = (modo: BulkResult['modo'], validas: number, creadas: number): BulkResult => ({
  modo,
  total: 2,
  validas,
  invalidas: 2 - validas,
  creadas,
  message: '',
  filas: [],
});

describe('showsRegisterOptions', () => {
  it('keeps the options after an all-or-nothing refusal, so no second review is needed', () => {
    expect(showsRegisterOptions(result('dry_run', 1, 0))).toBe(true);
    expect(showsRegisterOptions(result('all_or_nothing', 1, 0))).toBe(true);
  });

  it('hides them when no row is valid or once users were registered', () => {
    expect(showsRegisterOptions(result('dry_run', 0, 0))).toBe(false);
    expect(showsRegisterOptions(result('valid_only', 1, 1))).toBe(false);
    expect(showsRegisterOptions(result('all_or_nothing', 2, 2))).toBe(false);
  });
});
