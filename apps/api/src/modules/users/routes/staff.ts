import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyListSchema,
  companyQuerySchema,
  deleteUserBodySchema,
  groupListSchema,
  groupQuerySchema,
  messageSchema,
  registerResultSchema,
  STAFF_ROLES,
  staffUserListSchema,
  staffUserSchema,
  updateUserBodySchema,
  userFormSchema,
  userIdBodySchema,
} from '@portal/shared/users/staff';
import { userExportQuerySchema } from '@portal/shared/users/filters';
import { sendReport } from '../../../lib/spreadsheet-file.js';
import { requireStaff, staffReadScope } from '../../../plugins/staff-auth.js';
import { exportUsers } from '../export.js';
import { inviteContextOf } from '../team/invitation-cap.js';
import { reactivateUser, resendInvitation } from '../team/lifecycle.js';
import * as users from '../service.js';

/** The users calls of spec §7 under /api, each scoped by the signed-in user's role (spec §6). */
export const usersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/me', { schema: { response: { 200: staffUserSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return users.me(app.db, requireStaff(request));
  });

  app.get('/all_users', { schema: { response: { 200: staffUserListSchema } } }, async (request, reply) => {
    const staff = requireStaff(request);
    return app.serveSignedInRead(request, reply, {
      key: `usuarios:${staffReadScope(staff)}`,
      tables: users.USER_LIST_TABLES,
      schema: staffUserListSchema,
      compute: () => users.listAllUsers(app.db, staff),
    });
  });

  // The list on screen as a file, for the agency (a HEAD twin would record an export for nothing).
  app.get(
    '/staff/users/export',
    { exposeHeadRoute: false, schema: { querystring: userExportQuerySchema } },
    async (request, reply) => {
      const { formato, ...filters } = request.query;
      const report = await exportUsers(app.db, requireStaff(request, STAFF_ROLES), filters, formato);
      return sendReport(reply, 'usuarios', report, formato, app.clock.now());
    },
  );

  app.get(
    '/all_users_by_group',
    { schema: { querystring: groupQuerySchema, response: { 200: staffUserListSchema } } },
    async (request) => users.listGroupUsers(app.db, requireStaff(request), request.query.id_grupo),
  );

  app.get(
    '/all_users_by_company',
    { schema: { querystring: companyQuerySchema, response: { 200: staffUserListSchema } } },
    async (request) => users.listCompanyUsers(app.db, requireStaff(request), request.query.id_empresa),
  );

  app.post(
    '/auth/register',
    { schema: { body: userFormSchema, response: { 201: registerResultSchema } } },
    async (request, reply) => {
      const invite = inviteContextOf(request, app);
      const result = await users.registerUser(app.db, requireStaff(request), request.body, invite);
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/update_user',
    { schema: { body: updateUserBodySchema, response: { 200: registerResultSchema } } },
    async (request) =>
      users.updateUserAs(app.db, requireStaff(request), request.body, inviteContextOf(request, app)),
  );

  app.delete(
    '/delete_user',
    { schema: { body: deleteUserBodySchema, response: { 200: messageSchema } } },
    async (request) => users.deactivateUser(app.db, requireStaff(request), request.body.id),
  );

  app.post(
    '/reactivate_user',
    { schema: { body: userIdBodySchema, response: { 200: registerResultSchema } } },
    async (request) => reactivateUser(app.db, requireStaff(request), request.body.id),
  );

  app.post(
    '/resend_invitation',
    { schema: { body: userIdBodySchema, response: { 200: registerResultSchema } } },
    async (request) => {
      return resendInvitation(app.db, requireStaff(request), request.body.id, inviteContextOf(request, app));
    },
  );

  // Options for the forms and filters, limited to what the user may assign.
  app.get('/groups', { schema: { response: { 200: groupListSchema } } }, async (request) => {
    return users.groupOptions(app.db, requireStaff(request));
  });

  app.get('/companies', { schema: { response: { 200: companyListSchema } } }, async (request) => {
    return users.companyOptions(app.db, requireStaff(request));
  });
};
