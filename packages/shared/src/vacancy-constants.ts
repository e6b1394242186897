/**
 * Labels, messages and lists of the vacancy and application calls, without zod: the public vacancy
 * page imports these on its first load (schemas live in vacancy.ts and application.ts).
 */

/** Contract types of a vacancy, as stored, with their Spanish labels. */
export const CONTRACT_TYPES = ['temporal', 'obra_labor', 'termino_fijo'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const contractTypeLabels: Record<ContractType, string> = {
  temporal: 'Temporal',
  obra_labor: 'Obra o labor',
  termino_fijo: 'Término fijo',
};
/** schema.org employmentType for Google for Jobs. */
export const contractTypeEmployment: Record<ContractType, string> = {
  temporal: 'TEMPORARY',
  obra_labor: 'CONTRACTOR',
  termino_fijo: 'FULL_TIME',
};

export const VACANCY_STATES = ['abierta', 'cerrada'] as const;
export const VACANCY_PAGE_SIZE = 12;
export const VACANCY_PAGE_SIZE_MAX = 50;

export const vacancyMessages = {
  notFound:
    'No encontramos esta vacante. Puede que el enlace esté mal escrito o que la vacante ya no exista.',
  closed: 'Esta vacante está cerrada y ya no recibe postulaciones.',
  slotFull: 'Este horario de entrevista ya está lleno. Elige otro horario.',
  slotNotFound: 'El horario de entrevista elegido no existe para esta vacante.',
  salaryRange: 'El salario mínimo no puede ser mayor que el máximo.',
} as const;

/** Application states in the order a process usually moves through them, with Spanish labels. */
export const APPLICATION_STATES = [
  'postulado',
  'entrevista_agendada',
  'en_revision',
  'seleccionado',
  'no_seleccionado',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const applicationStateLabels: Record<ApplicationState, string> = {
  postulado: 'Postulación recibida',
  entrevista_agendada: 'Entrevista agendada',
  en_revision: 'En revisión',
  seleccionado: 'Seleccionado',
  no_seleccionado: 'No seleccionado',
};

export const applicationMessages = {
  created: '¡Listo! Tu postulación quedó registrada.',
  already: 'Ya te habías postulado a esta vacante. Tu postulación sigue activa.',
  listError: 'No pudimos cargar tus postulaciones. Intenta de nuevo.',
} as const;
