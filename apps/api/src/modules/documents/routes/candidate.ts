import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteDocumentBodySchema,
  documentReportQuerySchema,
  documentReportSchema,
  documentWriteResultSchema,
  editDocumentBodySchema,
  insertDocumentBodySchema,
  presignedUrlQuerySchema,
  presignedUrlResultSchema,
  presignedUrlsBodySchema,
  presignedUrlsResultSchema,
  uploadResultSchema,
  uploadSettingsSchema,
} from '@portal/shared/documents/candidate';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@portal/shared/constants';
import { AppError } from '../../../lib/app-error.js';
import { currentCandidate } from '../../candidates/current-candidate.js';
import * as service from '../service.js';
import { receiveUpload } from '../files/upload.js';

/** The candidate document calls of spec §7; every one needs a signed-in candidate. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // One byte past the maximum reaches our own check, which answers 413 with the spec's message.
    limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 8, fieldSize: 2048, parts: 10 },
    throwFileSizeLimit: false,
  });

  const context = (request: FastifyRequest): service.DocumentsContext => ({
    db: app.db,
    storage: app.storage,
    candidateId: currentCandidate(request).id_candidato,
  });

  app.get(
    '/candidate/documents/report',
    { schema: { querystring: documentReportQuerySchema, response: { 200: documentReportSchema } } },
    async (request, reply) => {
      const candidate = currentCandidate(request);
      const asked = request.query.id_candidato;
      if (asked !== undefined && asked !== candidate.id_candidato) throw AppError.notFound();
      // Kept per candidate until their documents (documentos_version) or the types (catalogue) change.
      return app.servePrivateRead(request, reply, {
        area: 'catalogo',
        key: `informe-documentos:${candidate.id_candidato}`,
        revision: candidate.documentos_version,
        schema: documentReportSchema,
        compute: async () => ({
          data: await service.documentReportOf(app.db, candidate.id_candidato),
          status_code: 200,
        }),
      });
    },
  );

  const write = { response: { 200: documentWriteResultSchema } };
  app.post(
    '/candidate/document/insert',
    { schema: { body: insertDocumentBodySchema, ...write } },
    (request) => service.insertDocument(context(request), request.body),
  );
  app.post('/candidate/document/edit', { schema: { body: editDocumentBodySchema, ...write } }, (request) =>
    service.editDocument(context(request), request.body),
  );
  app.post(
    '/candidate/document/delete',
    { schema: { body: deleteDocumentBodySchema, ...write } },
    (request) => service.deleteDocument(context(request), request.body.id_documento_candidato),
  );

  app.get(
    '/candidate/upload_settings',
    { schema: { response: { 200: uploadSettingsSchema } } },
    async () => ({
      bucket_name: app.storage.bucket,
      region: app.env.S3_REGION,
      max_bytes: UPLOAD_MAX_BYTES,
    }),
  );

  app.post('/candidate/upload_file_to_s3', { schema: { response: { 200: uploadResultSchema } } }, (request) =>
    receiveUpload(request, app.storage, context(request).candidateId, {
      db: app.db,
      perMinute: app.env.UPLOADS_PER_MINUTE,
      unattachedBytes: app.env.UPLOADS_UNATTACHED_MAX_MB * 1024 * 1024,
    }),
  );

  app.get(
    '/get_presigned_url',
    { schema: { querystring: presignedUrlQuerySchema, response: { 200: presignedUrlResultSchema } } },
    async (request) => {
      const [signed] = await service.signUrls(context(request), [request.query.url]);
      return { response: signed!.signed_url };
    },
  );
  app.post(
    '/get_presigned_urls',
    { schema: { body: presignedUrlsBodySchema, response: { 200: presignedUrlsResultSchema } } },
    async (request) => ({ urls: await service.signUrls(context(request), request.body.urls) }),
  );
};
