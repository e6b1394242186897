import type { BulkResult } from '@portal/shared/users/bulk';

/**
 * Whether the "4. Registrar" options show under a result: after a review with valid rows, and still
 * after an all-or-nothing refusal (nothing was written; the person may pick "solo las válidas" at
 * once), but not once users were registered (the same rows again would only repeat e-mails).
 */
export const showsRegisterOptions = (result: BulkResult) => result.validas > 0 && result.creadas === 0;
