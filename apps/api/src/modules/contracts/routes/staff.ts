import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractPreviewBodySchema,
  contractPreviewSchema,
  contractTemplateListSchema,
  saveContractTemplateBodySchema,
} from '@portal/shared/contracts/staff';
import { messageSchema, STAFF_ROLES } from '@portal/shared/users/staff';
import { requireStaff } from '../../../plugins/staff-auth.js';
import * as service from '../service.js';

/** Contract templates: staff read and preview them; an admin saves a new version. */
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
};
