import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agencySignBodySchema,
  contractParamsSchema,
  issueContractBodySchema,
} from '@portal/shared/contracts/signing';
import {
  contractPreviewBodySchema,
  contractPreviewSchema,
  contractTemplateListSchema,
  saveContractTemplateBodySchema,
} from '@portal/shared/contracts/staff';
import { messageSchema, STAFF_ROLES } from '@portal/shared/users/staff';
import { requireStaff } from '../../../plugins/staff-auth.js';
import * as service from '../service.js';
import * as signing from '../signing/service.js';
import { sendPdf, signingRequestOf } from './pdf-reply.js';

/** Who may sign for the agency as its representative: the admin and the group directors. */
const SIGNING_ROLES = ['admin', 'director'] as const;

/**
 * Contract templates (staff read and preview them; an admin saves a new version) and the contracts
 * issued from assignments: issue, void, countersign and download.
 */
export const contractStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/contract-templates',
    { schema: { response: { 200: contractTemplateListSchema } } },
    async (request) => {
      requireStaff(request, STAFF_ROLES);
      return service.contractTemplates(app.db);
    },
  );

  app.post(
    '/staff/contract-templates',
    { schema: { body: saveContractTemplateBodySchema, response: { 201: messageSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.saveContractTemplate(app.db, requireStaff(request, ['admin']), request.body)),
  );

  app.post(
    '/staff/contract-templates/preview',
    { schema: { body: contractPreviewBodySchema, response: { 200: contractPreviewSchema } } },
    async (request) =>
      service.previewContract(app.db, requireStaff(request, STAFF_ROLES), request.body, app.env),
  );

  app.post(
    '/staff/assignments/:id/contract',
    {
      schema: {
        params: contractParamsSchema,
        body: issueContractBodySchema,
        response: { 201: messageSchema.extend({ id: contractParamsSchema.shape.id }) },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request, STAFF_ROLES);
      const { origin } = signingRequestOf(request);
      const issued = await signing.issueContract(
        app.db,
        staff,
        request.params.id,
        request.body,
        app.env,
        origin,
        app.clock.now(),
      );
      return reply.code(201).send(issued);
    },
  );

  app.post(
    '/staff/contracts/:id/void',
    { schema: { params: contractParamsSchema, response: { 200: messageSchema } } },
    async (request) =>
      signing.voidContract(app.db, requireStaff(request, STAFF_ROLES), request.params.id, app.clock.now()),
  );

  app.post(
    '/staff/contracts/:id/code',
    { schema: { params: contractParamsSchema, response: { 200: messageSchema } } },
    async (request) =>
      signing.sendAgencyCode(
        app.db,
        requireStaff(request, SIGNING_ROLES),
        request.params.id,
        app.clock.now(),
      ),
  );

  app.post(
    '/staff/contracts/:id/sign',
    {
      schema: { params: contractParamsSchema, body: agencySignBodySchema, response: { 200: messageSchema } },
    },
    async (request) =>
      signing.signAsAgency(
        app.db,
        requireStaff(request, SIGNING_ROLES),
        request.params.id,
        request.body,
        signingRequestOf(request),
        app.env,
        app.clock.now(),
      ),
  );

  app.get('/staff/contracts/:id/pdf', { schema: { params: contractParamsSchema } }, async (request, reply) =>
    sendPdf(
      reply,
      await signing.staffContractFile(app.db, requireStaff(request, STAFF_ROLES), request.params.id),
    ),
  );
};
