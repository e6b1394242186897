import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '@portal/shared/constants';
import {
  fileCheckSchema,
  verificationParamsSchema,
  verificationSchema,
} from '@portal/shared/contracts/signing';
import { checkFile, verification } from '../verification.js';

/**
 * The public verification of a contract or certificate by its code: its hashes and signers' names,
 * and whether a PDF someone holds is that document (sent as the raw body, application/pdf).
 */
export const contractPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/public/verify/:codigo',
    { schema: { params: verificationParamsSchema, response: { 200: verificationSchema } } },
    async (request) => verification(app.db, request.params.codigo, app.env),
  );

  app.post(
    '/public/verify/:codigo',
    { schema: { params: verificationParamsSchema, response: { 200: fileCheckSchema } } },
    async (request) =>
      checkFile(app.db, request.params.codigo, Buffer.isBuffer(request.body) ? request.body : null, app.env),
  );
};
