import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@portal/shared/api-error';
import { errorMessages } from '@portal/shared/messages';
import { AppError } from '../lib/app-error.js';
import { knownError } from './known-errors.js';

/**
 * Fastify's and @fastify/multipart's own client-error codes, answered in Spanish; `status` where
 * theirs misleads (406 for a body that is not a form, 413 for a second file that is not too large).
 */
const frameworkAnswers: Record<string, { message: string; status?: number }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'El cuerpo de la solicitud está vacío. Envía un JSON válido.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    message: 'El cuerpo de la solicitud no es un JSON válido. Revisa su formato.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Tipo de contenido no soportado. Envía los datos como JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'La solicitud es demasiado grande.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    message: 'La longitud declarada de la solicitud no coincide con su contenido.',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Envía el archivo como formulario (multipart/form-data), en el campo file.',
  },
  FST_FILES_LIMIT: { status: 400, message: 'Envía un solo archivo por solicitud.' },
  FST_FIELDS_LIMIT: {
    status: 400,
    message: 'El formulario trae más campos de los esperados. Envía solo los del formulario.',
  },
  FST_PARTS_LIMIT: {
    status: 400,
    message: 'El formulario trae más campos de los esperados. Envía solo los del formulario.',
  },
  FST_PROTO_VIOLATION: {
    status: 400,
    message:
      'Un campo del formulario tiene un nombre no permitido (__proto__ o constructor). Cámbialo e intenta de nuevo.',
  },
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

/**
 * Errors Fastify raises before routing (a badly encoded URL): Spanish, and never echoing the input.
 * Passed as the `frameworkErrors` option.
 */
export const frameworkErrorHandler = (_error: FastifyError, _request: unknown, reply: FastifyReply) =>
  reply.code(400).send({ code: 'BAD_REQUEST', message: errorMessages.badUrl });

/** What the HTTP parser refuses (431, 408 and malformed requests), answered in Spanish on the raw socket. */
const clientErrorAnswers: Record<string, { status: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    code: 'BAD_REQUEST',
    message: errorMessages.headersTooLarge,
  },
  // The headers or the whole request did not arrive in time (HTTP_*_TIMEOUT_SECONDS).
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: '408 Request Timeout',
    code: 'REQUEST_TIMEOUT',
    message: errorMessages.requestTimeout,
  },
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  // Once an answer has started, a second one would corrupt it: just close.
  if (!socket.writable || socket.bytesWritten > 0) return socket.destroy();
  const answer = clientErrorAnswers[error.code ?? ''] ?? {
    status: '400 Bad Request',
    code: 'BAD_REQUEST',
    message: errorMessages.badClientRequest,
  };
  const body = JSON.stringify({ code: answer.code, message: answer.message });
  const status = answer.status;
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
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
      const known =
        frameworkAnswers[error.code] ??
        (error instanceof SyntaxError ? frameworkAnswers.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
      const message =
        known?.message ??
        (status === 429
          ? 'Hay demasiadas solicitudes. Por favor, espera un momento.'
          : 'La solicitud no es válida. Revisa los datos enviados.');
      return reply.code(known?.status ?? status).send({ code: error.code ?? 'BAD_REQUEST', message });
    }
    const known = knownError(error);
    if (known) {
      if (known.status === 507) {
        app.recentErrors.noteStorageFull();
        request.log.error({ err: error }, 'disk full');
      } else
        request.log.warn(
          { err: error },
          known.status === 503 ? 'database unavailable' : 'client data refused below the edge',
        );
      return reply.code(known.status).send({ code: known.code, message: known.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', message: errorMessages.internal });
  });
}
