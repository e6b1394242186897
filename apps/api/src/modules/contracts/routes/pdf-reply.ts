import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../../lib/public-origin.js';
import type { SigningRequest } from '../signing/service.js';

/** A PDF handed to its owner: downloaded with its name, never cached by a shared cache. */
export const sendPdf = (reply: FastifyReply, file: { bytes: Buffer; filename: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);

/** Where a signature came from, as the evidence page records it. */
export const signingRequestOf = (request: FastifyRequest): SigningRequest => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 400) || 'No informado',
  origin: publicOrigin(request, request.server.env),
});
