import { ApiError } from '@/lib/api-client';

/** A failed sign-in call's message: the API's Spanish text, or what to do when it was not reached. */
export const signInErrorMessage = (error: unknown) =>
  error instanceof ApiError
    ? error.message
    : 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';
