import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@portal/shared/staff';
import { kpisSchema } from '@portal/shared/staff-kpis';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { staffKpis } from '../service.js';

/** The dashboard home's figures. */
export const reportStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/staff/kpis', { schema: { response: { 200: kpisSchema } } }, async (request) =>
    staffKpis(app.db, requireStaff(request, STAFF_ROLES)),
  );
};
