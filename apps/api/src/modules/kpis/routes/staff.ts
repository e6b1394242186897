import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@portal/shared/users/staff';
import { kpisSchema } from '@portal/shared/kpis';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { kpiCache } from '../service.js';

/** The dashboard home's figures. */
export const reportStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const kpis = kpiCache(app.db, app.env.KPI_CACHE_SECONDS * 1000, app.clock);
  app.get('/staff/kpis', { schema: { response: { 200: kpisSchema } } }, async (request) =>
    kpis(requireStaff(request, STAFF_ROLES)),
  );
};
