import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffVacancyMessages } from '@portal/shared/messages';
import { vacancyInputSchema } from '@portal/shared/vacancies/staff';
import { emptyVacancy, fromLocalInput, toInput, toLocalInput } from './form-values';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('interview slot times in the vacancy editor', () => {
  // 9:00 in Bogotá is 14:00 UTC: staff type what candidates will read, whatever their device's zone.
  it.each(['UTC', 'America/Bogota', 'Asia/Tokyo'])(
    'are typed and shown in Bogotá time on a device in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(toLocalInput('2026-12-01T14:00:00.000Z')).toBe('2026-12-01T09:00');
      expect(Date.parse(fromLocalInput('2026-12-01T09:00'))).toBe(Date.parse('2026-12-01T14:00:00Z'));
    },
  );

  it('leave an empty date for the schema to name, instead of throwing', () => {
    const values = { ...emptyVacancy(), espacios: [{ fecha_hora: '', lugar: 'Bodega 3', capacidad: 5 }] };
    const result = vacancyInputSchema.safeParse(toInput(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['espacios', 0, 'fecha_hora'],
        message: 'Indica fecha y hora de la entrevista.',
      }),
    );
  });

  it('name the city and category left unchosen, in words a person can act on', () => {
    const result = vacancyInputSchema.safeParse(toInput(emptyVacancy()));
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      id_ciudad: 'Elige la ciudad de la vacante.',
      id_categoria: 'Elige la categoría de la vacante.',
      salario: staffVacancyMessages.salaryMissing,
    });
  });

  it('start without a salary, so none is published as $ 0', () => {
    expect(Number.isNaN(emptyVacancy().salario)).toBe(true);
    const zero = vacancyInputSchema.safeParse(toInput({ ...emptyVacancy(), salario: 0 }));
    expect(zero.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['salario'], message: staffVacancyMessages.salaryMissing }),
    );
  });

  it("close 30 days after Bogotá's today, also in the evening when UTC is already tomorrow", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T20:30:00-05:00'), toFake: ['Date'] });
    try {
      expect(emptyVacancy().fecha_cierre).toBe('2026-12-26');
    } finally {
      vi.useRealTimers();
    }
  });
});
