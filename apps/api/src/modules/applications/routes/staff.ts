import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hiringRecordListSchema,
  hiringStepParamsSchema,
  markStepBodySchema,
} from '@portal/shared/applications/hiring';
import { messageSchema, STAFF_ROLES } from '@portal/shared/users/staff';
import {
  applicationIdParamsSchema,
  attendanceBodySchema,
  interviewSlotBodySchema,
  bulkMessageBodySchema,
  bulkMoveBodySchema,
  historyEntryParamsSchema,
  moveApplicationBodySchema,
  pipelineExportQuerySchema,
  pipelineSchema,
} from '@portal/shared/applications/pipeline';
import { staffVacancyIdParamsSchema } from '@portal/shared/vacancies/staff';
import { sendReport } from '../../../lib/spreadsheet-file.js';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { exportPipeline } from '../pipeline/export.js';
import {
  forwardNoteToCandidate,
  messageApplicants,
  moveApplication,
  moveApplications,
  vacancyPipeline,
} from '../pipeline/service.js';
import { markAgencyStep, staffVacancyHiring } from '../hiring/service.js';
import { cancelInterview, markAttendance, moveInterview } from '../interview-booking.js';

/** The pipeline of a vacancy: its applications by state, moving one along, and hiring steps. */
export const applicationStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/vacancies/:id/hiring',
    { schema: { params: staffVacancyIdParamsSchema, response: { 200: hiringRecordListSchema } } },
    async (request) => staffVacancyHiring(app.db, requireStaff(request, STAFF_ROLES), request.params.id),
  );

  app.post(
    '/staff/applications/:id/hiring-steps/:paso',
    {
      schema: { params: hiringStepParamsSchema, body: markStepBodySchema, response: { 200: messageSchema } },
    },
    async (request) =>
      markAgencyStep(
        app.db,
        requireStaff(request, STAFF_ROLES),
        request.params.id,
        request.params.paso,
        request.body,
      ),
  );

  app.get(
    '/staff/vacancies/:id/applications',
    { schema: { params: staffVacancyIdParamsSchema, response: { 200: pipelineSchema } } },
    async (request) => vacancyPipeline(app.db, requireStaff(request, STAFF_ROLES), request.params.id),
  );

  // The board as a file (no HEAD twin: it would record an export for nothing).
  app.get(
    '/staff/vacancies/:id/applications/export',
    {
      exposeHeadRoute: false,
      schema: { params: staffVacancyIdParamsSchema, querystring: pipelineExportQuerySchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { estado, formato } = request.query;
      const staff = requireStaff(request, STAFF_ROLES);
      const report = await exportPipeline(app.db, staff, id, estado, formato);
      return sendReport(reply, `postulaciones-vacante-${id}`, report, formato, app.clock.now());
    },
  );

  app.post(
    '/staff/applications/:id/estado',
    {
      schema: {
        params: applicationIdParamsSchema,
        body: moveApplicationBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      moveApplication(app.db, requireStaff(request, STAFF_ROLES), request.params.id, request.body),
  );

  // A note kept from the candidate (a company's rejection reason) is shown to them only when staff say so.
  app.post(
    '/staff/applications/:id/historial/:entryId/compartir',
    { schema: { params: historyEntryParamsSchema, response: { 200: messageSchema } } },
    async (request) =>
      forwardNoteToCandidate(
        app.db,
        requireStaff(request, STAFF_ROLES),
        request.params.id,
        request.params.entryId,
      ),
  );

  app.post(
    '/staff/vacancies/:id/applications/move',
    {
      schema: {
        params: staffVacancyIdParamsSchema,
        body: bulkMoveBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      moveApplications(app.db, requireStaff(request, STAFF_ROLES), request.params.id, request.body),
  );

  app.post(
    '/staff/vacancies/:id/applications/message',
    {
      schema: {
        params: staffVacancyIdParamsSchema,
        body: bulkMessageBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      messageApplicants(app.db, requireStaff(request, STAFF_ROLES), request.params.id, request.body),
  );

  // The interview a candidate booked: staff move it to another slot, cancel it, or mark attendance.
  app.put(
    '/staff/applications/:id/entrevista',
    {
      schema: {
        params: applicationIdParamsSchema,
        body: interviewSlotBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      moveInterview(
        app.db,
        { staff: requireStaff(request, STAFF_ROLES) },
        request.params.id,
        request.body.id_espacio_agendamiento,
      ),
  );

  app.delete(
    '/staff/applications/:id/entrevista',
    { schema: { params: applicationIdParamsSchema, response: { 200: messageSchema } } },
    async (request) =>
      cancelInterview(app.db, { staff: requireStaff(request, STAFF_ROLES) }, request.params.id),
  );

  app.post(
    '/staff/applications/:id/entrevista/asistencia',
    {
      schema: {
        params: applicationIdParamsSchema,
        body: attendanceBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      markAttendance(
        app.db,
        requireStaff(request, STAFF_ROLES),
        request.params.id,
        request.body.asistencia,
        app.clock.now(),
      ),
  );
};
