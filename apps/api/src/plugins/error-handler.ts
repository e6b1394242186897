import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@portal/shared/api-error';
import { AppError } from '../lib/app-error.js';

/** Fastify's own client-error codes, answered in Spanish. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío. Envía un JSON válido.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido. Revisa su formato.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no soportado. Envía los datos como JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud declarada de la solicitud no coincide con su contenido.',
};

function describeValidation(error: FastifyError): Pick<ApiErrorBody, 'message' | 'fields'> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'solicitud';
    fields[path] ??= issue.message ?? 'Valor inválido.';
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return { message: `Datos inválidos. ${summary}`, fields };
}

/** One place that turns any thrown error into `{code, message}` with the right status. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { code: error.code, message: error.message, fields: error.fields };
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ code: 'VALIDATION', ...describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        frameworkMessages[error.code] ??
        (error instanceof SyntaxError ? frameworkMessages.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
        (status === 429
          ? 'Hay demasiadas solicitudes. Por favor, espera un momento.'
          : 'La solicitud no es válida. Revisa los datos enviados.');
      return reply.code(status).send({ code: error.code ?? 'BAD_REQUEST', message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      code: 'INTERNAL',
      message: 'Ocurrió un error inesperado en el servidor. Intenta de nuevo en unos minutos.',
    });
  });
}
