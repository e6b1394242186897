import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientProfileSchema, updateClientProfileBodySchema } from '@portal/shared/users/client-profile';
import { messageSchema } from '@portal/shared/users/staff';
import { requireCompanyUser } from '../../../plugins/staff-auth.js';
import { clientProfile, updateClientProfile } from '../companies/client-profile.js';

/** `/order/profile`: the company user's company, and its contact data. */
export const usersClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/client/profile', { schema: { response: { 200: clientProfileSchema } } }, async (request) =>
    clientProfile(app.db, requireCompanyUser(request)),
  );
  app.put(
    '/client/profile',
    { schema: { body: updateClientProfileBodySchema, response: { 200: messageSchema } } },
    async (request) => updateClientProfile(app.db, requireCompanyUser(request), request.body),
  );
};
