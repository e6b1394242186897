import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES, STAFF_ROLES } from '@portal/shared/users/staff';
import { poolFileSchema } from '@portal/shared/talent-pool/file';
import {
  invitationAnswerSchema,
  invitationBodySchema,
  matchResultSchema,
  matchTargetSchema,
  poolSettingsSchema,
} from '@portal/shared/talent-pool/matching';
import {
  poolExportQuerySchema,
  poolPageQuerySchema,
  poolSearchResultSchema,
} from '@portal/shared/talent-pool/search';
import { sendReport } from '../../../lib/spreadsheet-file.js';
import { publicOrigin } from '../../../lib/public-origin.js';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { exportPool } from '../export.js';
import { candidateFile } from '../file.js';
import { inviteCandidate } from '../invitations.js';
import { matchPool } from '../matching.js';
import { searchPool } from '../search.js';
import { poolSettings, savePoolSettings } from '../settings.js';

const candidateParams = z.object({ id: z.coerce.number<unknown>().int().positive() });

/**
 * The talent pool (`/dashboard/candidatos`, decision 0067): agency staff only. Company users get 403
 * from `requireStaff`: the pool is the agency's, never a client's.
 */
export const talentPoolStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/talent-pool',
    { schema: { querystring: poolPageQuerySchema, response: { 200: poolSearchResultSchema } } },
    async (request) => {
      requireStaff(request, STAFF_ROLES);
      return searchPool(app.db, request.query);
    },
  );

  // The search's result as a file (a HEAD twin would record an export for nothing).
  app.get(
    '/staff/talent-pool/export',
    { exposeHeadRoute: false, schema: { querystring: poolExportQuerySchema } },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const report = await exportPool(app.db, requireStaff(request, STAFF_ROLES), query, formato);
      return sendReport(reply, 'base-de-talento', report, formato, app.clock.now());
    },
  );

  app.get(
    '/staff/talent-pool/matches',
    { schema: { querystring: matchTargetSchema, response: { 200: matchResultSchema } } },
    async (request) => matchPool(app.db, requireStaff(request, STAFF_ROLES), request.query),
  );

  app.get(
    '/staff/talent-pool/settings',
    { schema: { response: { 200: poolSettingsSchema } } },
    async (request) => {
      requireStaff(request, STAFF_ROLES);
      return poolSettings(app.db);
    },
  );

  app.put(
    '/staff/talent-pool/settings',
    { schema: { body: poolSettingsSchema, response: { 200: poolSettingsSchema } } },
    async (request) => savePoolSettings(app.db, requireStaff(request, ADMIN_ROLES).id_usuario, request.body),
  );

  app.post(
    '/staff/talent-pool/invitations',
    { schema: { body: invitationBodySchema, response: { 201: invitationAnswerSchema } } },
    async (request, reply) => {
      const staff = requireStaff(request, STAFF_ROLES);
      const created = await inviteCandidate(app.db, staff, request.body, publicOrigin(request, app.env));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/staff/talent-pool/:id',
    { schema: { params: candidateParams, response: { 200: poolFileSchema } } },
    async (request) => candidateFile(app.db, requireStaff(request, STAFF_ROLES), request.params.id),
  );
};
