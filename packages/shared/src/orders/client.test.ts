import { describe, expect, it } from 'vitest';
import { positionConfigSchema } from './client';
import { bogotaToday } from '../bogota-time';
import { orderMessages } from '../messages/client';

// The configuration form sends what its inputs hold: strings, as typed.
const typed = { quantity: '2', customSalary: '1800000', startDate: bogotaToday(), cityId: '11001' };
const messagesOf = (input: Record<string, unknown>) => {
  const result = positionConfigSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a position as a company configures it (spec §5)', () => {
  it('takes the typed values', () => {
    const config = positionConfigSchema.parse(typed);
    expect(config).toMatchObject({ quantity: 2, customSalary: 1_800_000, cityId: 11001 });
  });

  it('keeps a salary of 0, which the spec allows, and asks for one when the field was emptied', () => {
    expect(positionConfigSchema.parse({ ...typed, customSalary: '0' }).customSalary).toBe(0);
    // The form sends an emptied field as missing (ConfigurePositionDialog).
    const { customSalary: _emptied, ...withoutSalary } = typed;
    expect(messagesOf(withoutSalary)).toEqual([`customSalary: ${orderMessages.salary}`]);
  });

  it('asks for the city in Spanish when none is chosen', () => {
    for (const cityId of ['', '0', 0, 'x', -3])
      expect(messagesOf({ ...typed, cityId })).toEqual([`cityId: ${orderMessages.city}`]);
  });
});
