import { apiErrorMessage } from '@/lib/api-client';

/** A failed sign-in call's message: the API's Spanish text, or what to do when it was not reached. */
export const signInErrorMessage = (error: unknown) =>
  apiErrorMessage(error, 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.');
