import { colombianHolidays } from '../business-days';
import type { LegalFigureKey } from '../legal-figures';
import { weekdayOf } from './local-time';

/** A legal figure as it stood on one day, with the norm behind it: what a surcharge is traced to. */
export interface FigureInForce {
  clave: LegalFigureKey;
  valor: number;
  vigente_desde: string;
  fuente: string;
}

/** Why a day pays the Sunday and holiday surcharge. */
export type RestDay = 'domingo' | 'festivo';

export interface TimeRules {
  figure(clave: LegalFigureKey, day: string): FigureInForce;
  restDay(day: string): RestDay | null;
}

/** No value of a figure was in force on a day the hours need it. */
export class MissingFigureError extends Error {
  constructor(
    readonly clave: LegalFigureKey,
    readonly day: string,
  ) {
    super(`No hay valor de ${clave} el ${day}`);
  }
}

/**
 * The rules of time from the dated figures (decision 0064): each lookup takes the newest value that
 * started on or before the day. Sundays and the holidays of Ley 51 de 1983 are rest days.
 */
export function rulesFromFigures(rows: readonly FigureInForce[]): TimeRules {
  const byKey = new Map<LegalFigureKey, FigureInForce[]>();
  for (const row of rows) byKey.set(row.clave, [...(byKey.get(row.clave) ?? []), row]);
  for (const list of byKey.values()) list.sort((a, b) => b.vigente_desde.localeCompare(a.vigente_desde));
  return {
    figure(clave, day) {
      const found = byKey.get(clave)?.find((row) => row.vigente_desde <= day);
      if (!found) throw new MissingFigureError(clave, day);
      return found;
    },
    restDay(day) {
      if (colombianHolidays(Number(day.slice(0, 4))).has(day)) return 'festivo';
      return weekdayOf(day) === 0 ? 'domingo' : null;
    },
  };
}

/**
 * The monthly hours an ordinary hour's value divides the salary by: the weekly limit over six
 * working days, times thirty (44 → 220, 42 → 210), as payroll in Colombia reads CST art. 161.
 */
export const monthlyHours = (weeklyLimit: number) => (weeklyLimit / 6) * 30;
