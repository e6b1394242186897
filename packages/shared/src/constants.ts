/** Business constants and limits of spec §5 and §9, written once for the API and the web. */

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ALLOWED_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const DOCUMENT_DEFAULT_MAX_FILES = 5;
/** Document type for additional documents a client asks for (spec §4). */
export const SPECIAL_DOCUMENT_TYPE_ID = 14;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const PHONE_DEFAULT_PREFIX = '+57';

export const PENDING_SIGN_IN_TTL_MS = 3 * 60 * 1000;
export const AUTO_SIGN_IN_WINDOW_MS = 3 * 60 * 1000;
export const GUEST_CREDENTIALS_REFRESH_MS = 50 * 60 * 1000;

export const IDENTITY_RETRY = {
  maxAttempts: 3,
  baseDelayMs: 100,
  maxDelayMs: 5 * 60 * 1000,
  retryStatuses: [429, 500, 502, 503, 504],
} as const;
export const TOKEN_EXPIRY_TOLERANCE_MS = 5000;

export const ALERT_DURATION_MS = 6000;
export const CART_ALERT_DURATION_MS = 3000;
export const COPY_FEEDBACK_MS = 2000;
export const BUTTON_LOADING_TEXT = 'Cargando...';

export const STEPPER_STAGES = 4;
/** The four stages of a client company's process stepper (spec §2), in order. */
export const PROCESS_STAGES = [
  'Solicitud',
  'Aprobar candidatos',
  'Contratación',
  'Candidatos contratados',
] as const;
export const CATALOGUE_SALARY_MIN = 1100;
export const CATALOGUE_SALARY_MAX = 1800;
export const CONFIG_DEFAULTS = {
  quantity: 1,
  experienceLevel: 'Básico',
  workType: 'Turno Completo',
  location: 'Oficina',
} as const;
export const EXPERIENCE_LEVELS = ['Básico', 'Intermedio', 'Avanzado'] as const;
export const SKILLS = [
  'Atención al Cliente',
  'Manejo de Montacargas',
  'Gestión de Inventarios',
  'Organización',
] as const;
export const WORK_TYPES = ['Turno Completo', 'Turno Parcial', 'Rotativo'] as const;
export const WORK_LOCATIONS = ['Oficina', 'Campo', 'Híbrido'] as const;
export const DEFAULT_CART_CATEGORY = 'Montacargas';
/**
 * The categories of positions the agency covers, in the order of the client area's picker (spec §2).
 * The picker shows each even when a company's catalogue has no position in it ('No hay cargos
 * disponibles en esta categoría.'); the landing names them.
 */
export const POSITION_CATEGORIES = [
  'Montacargas',
  'Bodega',
  'Conductor',
  'Producción',
  'Calidad',
  'Empaque',
] as const;
/** Most people a client company asks for per position in one order. */
export const MAX_QUANTITY = 200;

export const GREETING_BREAKPOINT_PX = 768;
export const GREETING_TRANSITION_MS = 300;
export const HOME_TABS = ['jobs', 'applications', 'profile'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

export const SENTRY_TRACES_SAMPLE_RATE = 1;

// The loader of every public page reads them: they live in a module of their own (first-load bytes).
export { JOB_STORAGE_PREFIX, STORAGE_KEYS } from './storage-keys';
export const CSRF_COOKIE = 'csrf_access_token';

/** The agency's general mailbox, the one the terms publish (apps/web/public/policies/v1/terminos.md). */
export const AGENCY_CONTACT_EMAIL = 'soporte@portaldeempleo.co';

/**
 * The salario mínimo legal mensual vigente of 2026 in pesos: the lowest salary of the demo data and the
 * first step of the search's "Salario desde". Calculations read the dated setting (legal-figures).
 */
export const DEFAULT_SMMLV = 1_750_905;
