import { z } from 'zod';

/** Body of every 4xx/5xx answer of the API: a stable code and a Spanish message a person can act on. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * Every error code the API answers, with its HTTP status: one list for the server (AppError) and the
 * web (branching on `code`, never on the text).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  CANDIDATE_NOT_FOUND: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  LINK_EXPIRED: 403,
  LINK_INVALID: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  VACANCY_CLOSED: 409,
  SLOT_FULL: 409,
  /** Staff tried to approve for a company that ordered the process (decision 0056). */
  NEEDS_COMPANY_APPROVAL: 409,
  /** Staff tried to hire with hiring steps pending and no override. */
  HIRING_STEPS_PENDING: 422,
  /** A contract signing code that is not the one mailed, or no longer good (decision 0065). */
  SIGNING_CODE_WRONG: 400,
  SIGNING_CODE_EXPIRED: 400,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  TOO_MANY_REQUESTS: 429,
  STORAGE_FULL: 507,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;
export type ErrorCode = keyof typeof ERROR_STATUS;
