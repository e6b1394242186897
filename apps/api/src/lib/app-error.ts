import { ERROR_STATUS, type ErrorCode } from '@portal/shared/api-error';

/** The one error type our code throws on purpose: a code (its HTTP status follows), a Spanish message. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError('BAD_REQUEST', message, fields);
  }
  static unauthorized(message = 'Debes iniciar sesión para continuar.') {
    return new AppError('UNAUTHORIZED', message);
  }
  static forbidden(message = 'No tienes permiso para realizar esta acción.') {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(message = 'No encontramos lo que buscas.') {
    return new AppError('NOT_FOUND', message);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
}
