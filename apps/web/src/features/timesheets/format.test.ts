import { describe, expect, it } from 'vitest';
import { formatDecimalHours, formatMinutes, ruleText, shiftTimes, weekLabel } from './format';

describe('hours as people read them', () => {
  it('counts hours and minutes, and decimal hours the Colombian way', () => {
    expect(formatMinutes(450)).toBe('7 h 30 min');
    expect(formatMinutes(480)).toBe('8 h');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatDecimalHours(450)).toBe('7,5');
    expect(formatDecimalHours(20)).toBe('0,33');
  });

  it('says when a shift ends the next day', () => {
    expect(shiftTimes({ inicio: '22:00', fin: '06:00', dia_siguiente: true })).toBe(
      '22:00 a 06:00 (día siguiente)',
    );
  });
});

describe('a week named in words', () => {
  it('names the month and year once when the week shares them', () => {
    expect(weekLabel('2026-11-16', '2026-11-22')).toBe('Semana del 16 al 22 de noviembre de 2026');
  });
});

describe('why an hour is paid as it is', () => {
  it('cites the figure, its value, its norm and the day it took effect', () => {
    expect(
      ruleText({
        clave: 'recargo_dominical_festivo',
        etiqueta: 'Recargo por trabajo en domingo o festivo',
        valor: 90,
        fuente: 'Ley 2466 de 2025, art. 14 (CST art. 179)',
        vigente_desde: '2026-07-01',
      }),
    ).toBe(
      'Recargo por trabajo en domingo o festivo 90 % — Ley 2466 de 2025, art. 14 (CST art. 179), desde el 1 de julio de 2026',
    );
    expect(
      ruleText({
        clave: 'hora_inicio_nocturna',
        etiqueta: 'Hora en que empieza el trabajo nocturno',
        valor: 19,
        fuente: 'Ley 2466 de 2025, art. 10 (CST art. 160)',
        vigente_desde: '2025-12-25',
      }),
    ).toMatch(/^Hora en que empieza el trabajo nocturno 19:00 — /);
  });
});
