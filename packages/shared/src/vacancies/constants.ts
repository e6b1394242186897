/**
 * Labels and lists of the vacancy and application calls, without zod: the public vacancy page imports
 * these on its first load (schemas live in vacancy.ts and application.ts; texts in messages/vacancies.ts).
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
export const vacancyStateLabels: Record<(typeof VACANCY_STATES)[number], string> = {
  abierta: 'Abierta',
  cerrada: 'Cerrada',
};
export const VACANCY_PAGE_SIZE = 12;
export const VACANCY_PAGE_SIZE_MAX = 50;

/**
 * Pipeline states of an application, in the order a hiring usually moves through them. The agency
 * moves them (and the client company approves or rejects what it was sent); the candidate follows.
 */
export const APPLICATION_STATES = [
  'recibida',
  'preseleccionada',
  'enviada_cliente',
  'aprobada',
  'rechazada',
  'en_contratacion',
  'contratada',
  'descartada',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** States an application does not leave: the candidate is hired or out of the process. */
export const FINAL_APPLICATION_STATES = [
  'contratada',
  'descartada',
  'rechazada',
] as const satisfies readonly ApplicationState[];

/** What staff read on the pipeline board. */
export const pipelineStateLabels: Record<ApplicationState, string> = {
  recibida: 'Recibida',
  preseleccionada: 'Preseleccionada',
  enviada_cliente: 'Enviada al cliente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  en_contratacion: 'En contratación',
  contratada: 'Contratada',
  descartada: 'Descartada',
};

/** What the candidate reads in Aplicaciones: no internal wording (who rejected, "descartada"). */
export const applicationStateLabels: Record<ApplicationState, string> = {
  recibida: 'Postulación recibida',
  preseleccionada: 'Preseleccionado',
  enviada_cliente: 'En revisión por la empresa',
  aprobada: 'Aprobado',
  rechazada: 'No seleccionado',
  en_contratacion: 'En contratación',
  contratada: 'Contratado',
  descartada: 'No seleccionado',
};

/** The spec §4 candidate status words: aprobado, pendiente, rechazado. */
export type CandidateStatus = 'aprobado' | 'pendiente' | 'rechazado';
export const candidateStatusOf: Record<ApplicationState, CandidateStatus> = {
  recibida: 'pendiente',
  preseleccionada: 'pendiente',
  enviada_cliente: 'pendiente',
  aprobada: 'aprobado',
  rechazada: 'rechazado',
  en_contratacion: 'aprobado',
  contratada: 'aprobado',
  descartada: 'rechazado',
};

/** Moves the pipeline allows from each state (a wrong move answers 409 with the reason). */
export const APPLICATION_TRANSITIONS: Record<ApplicationState, readonly ApplicationState[]> = {
  recibida: ['preseleccionada', 'descartada'],
  preseleccionada: ['enviada_cliente', 'recibida', 'descartada'],
  enviada_cliente: ['aprobada', 'rechazada', 'preseleccionada', 'descartada'],
  aprobada: ['en_contratacion', 'descartada'],
  rechazada: ['preseleccionada'],
  en_contratacion: ['contratada', 'aprobada', 'descartada'],
  contratada: [],
  descartada: ['recibida'],
};

/** Days without a change after which an open application is flagged on the board. */
export const STALE_APPLICATION_DAYS = 5;

/** How many of the newest open vacancies the landing lists. */
export const LANDING_NEWEST_COUNT = 6;

/** The web's query of the `count` newest open vacancies: the landing's boot data seeds it (0041). */
export const newestVacanciesKey = (count: number) => ['vacancies', 'newest', count] as const;

/** The web's query of one vacancy, by the id in its address: the vacancy page's boot data seeds it. */
export const vacancyDetailKey = (id: string) => ['vacancy', id] as const;

/** The web's queries of the city and category lists (spec §7): the landing's boot data seeds them. */
export const citiesQueryKey = ['catalog', 'cities'] as const;
export const categoriesQueryKey = ['catalog', 'categories'] as const;
