/** The one error type our code throws on purpose: a stable code, an HTTP status, a Spanish message. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError('BAD_REQUEST', 400, message, fields);
  }
  static unauthorized(message = 'Debes iniciar sesión para continuar.') {
    return new AppError('UNAUTHORIZED', 401, message);
  }
  static forbidden(message = 'No tienes permiso para realizar esta acción.') {
    return new AppError('FORBIDDEN', 403, message);
  }
  static notFound(message = 'No encontramos lo que buscas.') {
    return new AppError('NOT_FOUND', 404, message);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', 409, message);
  }
}
