import { describe, expect, it } from 'vitest';
import { formatPolicyDate } from './policy-date';

describe('formatPolicyDate', () => {
  it('writes an ISO date in Colombian Spanish, without a time-zone shift', () => {
    expect(formatPolicyDate('2026-11-15')).toBe('15 de noviembre de 2026');
    expect(formatPolicyDate('2026-01-01')).toBe('1 de enero de 2026');
  });

  it('shows other values as written and nothing when there is no value', () => {
    expect(formatPolicyDate('noviembre de 2026')).toBe('noviembre de 2026');
    expect(formatPolicyDate('2026-02-31')).toBe('2026-02-31');
    expect(formatPolicyDate('  ')).toBeUndefined();
    expect(formatPolicyDate(undefined)).toBeUndefined();
  });
});
