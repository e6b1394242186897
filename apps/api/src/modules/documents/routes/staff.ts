import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '@portal/shared/constants';
import type { FastifyRequest } from 'fastify';
import { messageSchema, STAFF_ROLES } from '@portal/shared/users/staff';
import {
  clientFileSchema,
  createDocumentRequestBodySchema,
  documentTypeListSchema,
  requestResultSchema,
  reviewDocumentBodySchema,
  signedLinkSchema,
  staffCandidateDocumentsSchema,
  staffCandidateParamsSchema,
  staffDocumentParamsSchema,
} from '@portal/shared/documents/staff';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { receiveClientFile } from '../files/client-files.js';
import { documentTypes } from '../service.js';
import * as service from '../staff/service.js';

/** The agency's document calls: a candidate's files, opening and reviewing them, and requests. */
export const documentStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    throwFileSizeLimit: false,
  });

  const context = (request: FastifyRequest): service.StaffDocumentsContext => ({
    db: app.db,
    storage: app.storage,
    staff: requireStaff(request, STAFF_ROLES),
  });

  app.get(
    '/staff/document-types',
    { schema: { response: { 200: documentTypeListSchema } } },
    async (request) => {
      requireStaff(request, STAFF_ROLES);
      return documentTypes(app.db);
    },
  );

  app.get(
    '/staff/candidates/:id/documents',
    { schema: { params: staffCandidateParamsSchema, response: { 200: staffCandidateDocumentsSchema } } },
    (request) => service.candidateDocumentsForStaff(context(request), request.params.id),
  );

  // POST, not GET: each opening writes an audit row, so it carries the CSRF token like any write.
  app.post(
    '/staff/documents/:id/open',
    { schema: { params: staffDocumentParamsSchema, response: { 200: signedLinkSchema } } },
    (request) => service.openDocumentForStaff(context(request), request.params.id),
  );

  app.post(
    '/staff/documents/:id/review',
    {
      schema: {
        params: staffDocumentParamsSchema,
        body: reviewDocumentBodySchema,
        response: { 200: messageSchema },
      },
    },
    (request) => service.reviewDocument(context(request), request.params.id, request.body),
  );

  app.post(
    '/staff/document-requests',
    { schema: { body: createDocumentRequestBodySchema, response: { 200: requestResultSchema } } },
    (request) => service.requestDocuments(context(request), request.body),
  );

  app.post(
    '/staff/client-files',
    { schema: { response: { 201: clientFileSchema } } },
    async (request, reply) => {
      requireStaff(request, STAFF_ROLES);
      return reply.code(201).send(await receiveClientFile(request, app.storage));
    },
  );
};
