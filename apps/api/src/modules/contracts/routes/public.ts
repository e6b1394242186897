import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fileCheckSchema,
  signingMessages as messages,
  VERIFIED_FILE_MAX_BYTES,
  verificationParamsSchema,
  verificationSchema,
} from '@portal/shared/contracts/signing';
import { countHit } from '../../../infra/rate-limit.js';
import { AppError } from '../../../lib/app-error.js';
import { checkFile, codeExists, verification } from '../verification.js';

/** Per address and minute: reads of a code, and files checked (each one up to a few MB read). */
const READS_PER_MINUTE = 60;
const CHECKS_PER_MINUTE = 10;

/**
 * The public verification of a contract or certificate by its code: its hashes and signers' names,
 * and whether a PDF someone holds is that document (sent as the raw body, application/pdf). No
 * sign-in, so each address is limited, and a file is read only for a code that exists.
 */
export const contractPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: VERIFIED_FILE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const limit = (kind: string, max: number) => async (request: { ip: string }) => {
    if ((await countHit(app.db, `verify_${kind}:${request.ip}`, app.clock.now())) > max)
      throw new AppError('TOO_MANY_REQUESTS', messages.verifyTooMany);
  };

  app.get(
    '/public/verify/:codigo',
    {
      onRequest: limit('read', READS_PER_MINUTE),
      schema: { params: verificationParamsSchema, response: { 200: verificationSchema } },
    },
    async (request) => verification(app.db, request.params.codigo, app.env),
  );

  app.post(
    '/public/verify/:codigo',
    {
      // Before the body is read: the limit, then the code (an unknown one costs no upload).
      onRequest: [
        limit('check', CHECKS_PER_MINUTE),
        async (request) => {
          const parsed = verificationParamsSchema.safeParse(request.params);
          if (!parsed.success || !(await codeExists(app.db, parsed.data.codigo)))
            throw AppError.notFound(messages.verifyNotFound);
        },
      ],
      schema: { params: verificationParamsSchema, response: { 200: fileCheckSchema } },
    },
    async (request) =>
      checkFile(app.db, request.params.codigo, Buffer.isBuffer(request.body) ? request.body : null, app.env),
  );
};
