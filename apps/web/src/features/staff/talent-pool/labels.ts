import type { PoolCandidate } from '@portal/shared/talent-pool/search';
import {
  POOL_ACTIVITY_DAYS,
  POOL_ASSIGNMENT_FILTERS,
  POOL_PAGE_SIZES,
  POOL_SORTS,
} from '@portal/shared/talent-pool/search';
import { formatNumber, TIME_ZONE } from '@/lib/format';

/** The words of the pool's screens that the shared package does not hold. */

export const SORT_LABELS: Record<(typeof POOL_SORTS)[number], string> = {
  relevancia: 'Relevancia',
  actividad: 'Actividad más reciente',
  nombre: 'Nombre (A–Z)',
};

export const ASSIGNMENT_FILTER_LABELS: Record<(typeof POOL_ASSIGNMENT_FILTERS)[number], string> = {
  en_mision: 'En misión ahora',
  con_historial: 'Con historial de misiones',
  sin_misiones: 'Sin misiones',
};

export const activityOptions = POOL_ACTIVITY_DAYS.map((days) => ({
  value: String(days),
  label: `En los últimos ${days} días`,
}));
export const sortOptions = POOL_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
export const assignmentOptions = POOL_ASSIGNMENT_FILTERS.map((value) => ({
  value,
  label: ASSIGNMENT_FILTER_LABELS[value],
}));
export const hiredOptions = [
  { value: 'si', label: 'Sí' },
  { value: 'no', label: 'No' },
];
export const pageSizeOptions = POOL_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** "1 candidato", "1.234 candidatos". */
export const candidateCount = (total: number) =>
  `${formatNumber(total)} ${total === 1 ? 'candidato' : 'candidatos'}`;

/** "3 años", "1 año", or a dash when the candidate did not say. */
export const yearsText = (years: number | null) =>
  years === null ? '—' : `${years} ${years === 1 ? 'año' : 'años'}`;

/** Where the candidate lives: "Soacha, Cundinamarca", or a dash. */
export const placeText = ({ ciudad, departamento }: Pick<PoolCandidate, 'ciudad' | 'departamento'>) =>
  // «Bogotá, D.C.» is the city and its department at once: named once, not «Bogotá, Bogotá, D.C.».
  (ciudad && departamento?.startsWith(ciudad)
    ? departamento
    : [ciudad, departamento].filter(Boolean).join(', ')) || '—';

/** A reason's weight with its sign: "+30", "−20" (a true minus sign). */
export const signedWeight = (weight: number) => (weight > 0 ? `+${weight}` : `${weight}`.replace('-', '−'));

const shortDay = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
/** A date in a narrow column: "27 de nov de 2026" (Bogotá). */
export const formatShortDate = (value: string) => shortDay.format(new Date(value));
