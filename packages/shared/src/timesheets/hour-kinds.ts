import type { LegalFigureKey } from '../legal-figures';

/**
 * The kinds of hour Colombian payroll pays differently (CST arts. 160, 168 and 179). An hour is
 * ordinary or overtime (past the weekly limit), by day or by night, on a working day or on a
 * Sunday or holiday: eight kinds (decision 0066).
 */
export const HOUR_KINDS = [
  'ordinaria_diurna',
  'ordinaria_nocturna',
  'dominical_diurna',
  'dominical_nocturna',
  'extra_diurna',
  'extra_nocturna',
  'extra_dominical_diurna',
  'extra_dominical_nocturna',
] as const;
export type HourKind = (typeof HOUR_KINDS)[number];

export const hourKindLabels: Record<HourKind, string> = {
  ordinaria_diurna: 'Ordinaria diurna',
  ordinaria_nocturna: 'Ordinaria nocturna',
  dominical_diurna: 'Dominical o festiva diurna',
  dominical_nocturna: 'Dominical o festiva nocturna',
  extra_diurna: 'Extra diurna',
  extra_nocturna: 'Extra nocturna',
  extra_dominical_diurna: 'Extra dominical o festiva diurna',
  extra_dominical_nocturna: 'Extra dominical o festiva nocturna',
};

export type SurchargeKey = Extract<
  LegalFigureKey,
  'recargo_nocturno' | 'recargo_dominical_festivo' | 'recargo_extra_diurna' | 'recargo_extra_nocturna'
>;

export interface HourTraits {
  overtime: boolean;
  night: boolean;
  restDay: boolean;
}

export function hourKindOf({ overtime, night, restDay }: HourTraits): HourKind {
  const time = night ? 'nocturna' : 'diurna';
  if (overtime) return restDay ? `extra_dominical_${time}` : `extra_${time}`;
  return restDay ? `dominical_${time}` : `ordinaria_${time}`;
}

/**
 * The surcharges an hour of each kind carries, added together: overtime replaces the night
 * surcharge (CST art. 168 num. 4: each of those is paid on its own, never accumulated), while work
 * on a Sunday or holiday adds its own surcharge to the night or overtime one (CST art. 179; Ministerio
 * del Trabajo, Concepto 148494 de 2013: they are liquidated separately).
 */
export function surchargesOf({ overtime, night, restDay }: HourTraits): SurchargeKey[] {
  const keys: SurchargeKey[] = restDay ? ['recargo_dominical_festivo'] : [];
  if (overtime) keys.push(night ? 'recargo_extra_nocturna' : 'recargo_extra_diurna');
  else if (night) keys.push('recargo_nocturno');
  return keys;
}

export const isOvertime = (kind: HourKind) => kind.startsWith('extra_');

/** The traits a kind was made from (the inverse of `hourKindOf`): an adjustment's surcharge is read from them. */
export const traitsOf = (kind: HourKind): HourTraits => ({
  overtime: kind.startsWith('extra_'),
  night: kind.endsWith('_nocturna'),
  restDay: kind.includes('dominical'),
});
