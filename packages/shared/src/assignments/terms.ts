import { addDays, addMonths, type CalendarDay } from '../calendar-days';

/**
 * How long a worker may be on assignment (misión) at a client company through a staffing agency (an
 * EST). Decreto 1072 de 2015, art. 2.2.6.5.6 (compiles Decreto 4369 de 2006, art. 6; Ley 50 de 1990,
 * art. 77): a company may use EST workers only
 *   1. for occasional, accidental or transitory work (Código Sustantivo del Trabajo, art. 6: "no mayor
 *      de un mes");
 *   2. to replace staff on vacation, leave, sickness or maternity (for as long as the absence lasts);
 *   3. for increases in production, transport, sales, harvest seasons or services, for six months
 *      extendable by up to six more; after that the company may neither extend it nor contract the same
 *      service again with the same or another EST.
 * Dates are calendar days in Bogotá; the start is the first day of the term. Decision 0063.
 */

export const ASSIGNMENT_CAUSALS = ['ocasional', 'reemplazo', 'incremento'] as const;
export type AssignmentCausal = (typeof ASSIGNMENT_CAUSALS)[number];

export const causalLabels: Record<AssignmentCausal, string> = {
  ocasional: 'Labor ocasional, accidental o transitoria',
  reemplazo: 'Reemplazo de personal en vacaciones, licencia, incapacidad o maternidad',
  incremento: 'Incremento en producción, transporte, ventas, cosechas o servicios',
};

export const REPLACEMENT_REASONS = ['vacaciones', 'licencia', 'incapacidad', 'maternidad'] as const;
export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number];

/** The limits of art. 2.2.6.5.6, in months. */
export const TERM_MONTHS = { ocasional: 1, incremento: 6, prorroga: 6, servicio: 12 } as const;

const ARTICLE = 'Decreto 1072 de 2015, art. 2.2.6.5.6';

/** The last day a term of `months` starting on `start` may reach (the start counts as its first day). */
export const lastDayOfTerm = (start: CalendarDay, months: number): CalendarDay =>
  addDays(addMonths(start, months), -1);

export type TermVerdict = { ok: true } | { ok: false; motivo: string };
const ok: TermVerdict = { ok: true };
const refuse = (motivo: string): TermVerdict => ({ ok: false, motivo });

export interface PlannedAssignment {
  causal: AssignmentCausal;
  inicio: CalendarDay;
  fin_previsto: CalendarDay;
  /** Causal 2: who is replaced and why. */
  reemplazo?: { persona: string; motivo: ReplacementReason } | null;
}

/** The 12-month window of a causal-3 service, from the first day the company used it. */
const serviceEnd = (serviceSince: CalendarDay) => lastDayOfTerm(serviceSince, TERM_MONTHS.servicio);

const serviceSpent = (since: CalendarDay) =>
  refuse(
    `Este servicio ya cumplió los 12 meses que permite la ley desde el ${since} (6 meses y una prórroga de 6): la empresa no puede prorrogarlo ni contratarlo de nuevo con esta ni con otra empresa de servicios temporales (${ARTICLE}, num. 3).`,
  );

/**
 * Whether a new assignment may be made. `serviceSince`: for causal 3, the first day the company used
 * an EST for this same service (its earliest causal-3 assignment for it), or null the first time.
 */
export function checkNewAssignment(plan: PlannedAssignment, serviceSince: CalendarDay | null): TermVerdict {
  const { causal, inicio, fin_previsto } = plan;
  if (fin_previsto < inicio) return refuse('La fecha de fin prevista no puede ser anterior a la de inicio.');
  if (causal === 'ocasional') {
    const last = lastDayOfTerm(inicio, TERM_MONTHS.ocasional);
    return fin_previsto <= last
      ? ok
      : refuse(
          `Una labor ocasional, accidental o transitoria no puede durar más de un mes (Código Sustantivo del Trabajo, art. 6; ${ARTICLE}, num. 1): debe terminar a más tardar el ${last}.`,
        );
  }
  if (causal === 'reemplazo') {
    return plan.reemplazo?.persona.trim()
      ? ok
      : refuse(
          `Para reemplazar personal indica a quién se reemplaza y por qué (vacaciones, licencia, incapacidad o maternidad): la misión dura lo que dure esa ausencia (${ARTICLE}, num. 2).`,
        );
  }
  const since = serviceSince ?? inicio;
  if (inicio > serviceEnd(since)) return serviceSpent(since);
  const last = [lastDayOfTerm(inicio, TERM_MONTHS.incremento), serviceEnd(since)].sort()[0]!;
  return fin_previsto <= last
    ? ok
    : refuse(
        `Por incremento de la actividad el plazo inicial es de hasta seis meses, dentro de los 12 del servicio (${ARTICLE}, num. 3): debe terminar a más tardar el ${last}; luego se puede prorrogar una vez, hasta por seis meses más.`,
      );
}

export interface RunningAssignment extends PlannedAssignment {
  /** Whether it was already extended once. */
  prorrogada: boolean;
}

/** Whether a running assignment may be extended to `nuevoFin`. */
export function checkExtension(
  current: RunningAssignment,
  nuevoFin: CalendarDay,
  serviceSince: CalendarDay | null,
): TermVerdict {
  if (nuevoFin <= current.fin_previsto)
    return refuse('La nueva fecha de fin debe ser posterior a la fecha de fin vigente.');
  if (current.causal === 'ocasional') return checkNewAssignment({ ...current, fin_previsto: nuevoFin }, null);
  // A replacement lasts as long as the absence does: a longer absence extends it.
  if (current.causal === 'reemplazo') return ok;
  const since = serviceSince ?? current.inicio;
  if (current.prorrogada)
    return refuse(
      `La misión ya tuvo su única prórroga: por incremento de la actividad se permiten seis meses prorrogables una sola vez hasta por seis más (${ARTICLE}, num. 3).`,
    );
  if (current.fin_previsto >= serviceEnd(since)) return serviceSpent(since);
  const last = [
    lastDayOfTerm(addDays(current.fin_previsto, 1), TERM_MONTHS.prorroga),
    serviceEnd(since),
  ].sort()[0]!;
  return nuevoFin <= last
    ? ok
    : refuse(
        `La prórroga es de hasta seis meses y el servicio no puede pasar de 12 meses desde el ${since} (${ARTICLE}, num. 3): la misión puede terminar a más tardar el ${last}.`,
      );
}

/**
 * The last day the law lets this assignment reach from where it stands (with its one extension, for
 * causal 3), or null for a replacement, which lasts as long as the absence does.
 */
export function legalLastDay(
  current: RunningAssignment,
  serviceSince: CalendarDay | null,
): CalendarDay | null {
  if (current.causal === 'reemplazo') return null;
  if (current.causal === 'ocasional') return lastDayOfTerm(current.inicio, TERM_MONTHS.ocasional);
  const since = serviceSince ?? current.inicio;
  if (current.prorrogada) return current.fin_previsto;
  return [
    lastDayOfTerm(addDays(current.fin_previsto, 1), TERM_MONTHS.prorroga),
    serviceEnd(since),
  ].sort()[0]!;
}
