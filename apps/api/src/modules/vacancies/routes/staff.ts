import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES, messageSchema } from '@portal/shared/users/staff';
import {
  staffVacancyDetailSchema,
  staffVacancyExportQuerySchema,
  staffVacancyIdParamsSchema,
  staffVacancyListQuerySchema,
  minimumWageSchema,
  staffVacancyPageSchema,
  vacancyInputSchema,
  vacancyStateBodySchema,
} from '@portal/shared/vacancies/staff';
import { bogotaToday } from '@portal/shared/bogota-time';
import { sendReport } from '../../../lib/spreadsheet-file.js';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { legalFigureOn } from '../../legal-figures/service.js';
import { exportStaffVacancies } from '../staff-export.js';
import * as vacancies from '../staff-service.js';

/** The agency's vacancies: every state, scoped by group; create, edit, publish, close, reopen. */
export const vacancyStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOf = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, STAFF_ROLES);

  app.get(
    '/staff/vacancies',
    { schema: { querystring: staffVacancyListQuerySchema, response: { 200: staffVacancyPageSchema } } },
    async (request) => vacancies.listStaffVacancies(app.db, staffOf(request), request.query),
  );

  // Every vacancy the list's filters match, as a file (no HEAD twin: it would run the export).
  app.get(
    '/staff/vacancies/export',
    { exposeHeadRoute: false, schema: { querystring: staffVacancyExportQuerySchema } },
    async (request, reply) => {
      const { formato, ...filters } = request.query;
      const report = exportStaffVacancies(app.db, staffOf(request), filters);
      return sendReport(reply, 'vacantes', report, formato, app.clock.now());
    },
  );

  // The editor warns under the legal minimum wage, as the company's order form does.
  app.get('/staff/minimum-wage', { schema: { response: { 200: minimumWageSchema } } }, async (request) => {
    staffOf(request);
    return { smmlv: await legalFigureOn(app.db, 'smmlv', bogotaToday(app.clock.now())) };
  });

  app.get(
    '/staff/vacancies/:id',
    { schema: { params: staffVacancyIdParamsSchema, response: { 200: staffVacancyDetailSchema } } },
    async (request) => vacancies.staffVacancyDetail(app.db, staffOf(request), request.params.id),
  );

  app.post(
    '/staff/vacancies',
    { schema: { body: vacancyInputSchema, response: { 201: staffVacancyDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await vacancies.createVacancy(app.db, staffOf(request), request.body)),
  );

  app.put(
    '/staff/vacancies/:id',
    {
      schema: {
        params: staffVacancyIdParamsSchema,
        body: vacancyInputSchema,
        response: { 200: staffVacancyDetailSchema },
      },
    },
    async (request) => vacancies.editVacancy(app.db, staffOf(request), request.params.id, request.body),
  );

  app.post(
    '/staff/vacancies/:id/estado',
    {
      schema: {
        params: staffVacancyIdParamsSchema,
        body: vacancyStateBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      vacancies.setVacancyState(app.db, staffOf(request), request.params.id, request.body.estado),
  );
};
