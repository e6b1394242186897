import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SHIFT_IMPORT_COLUMNS,
  shiftImportQuerySchema,
  shiftImportResultSchema,
} from '@portal/shared/timesheets/shift-import';
import { exportQuerySchema } from '@portal/shared/timesheets/payroll';
import { reviewBodySchema, weekQuerySchema, weekReviewListSchema } from '@portal/shared/timesheets/timesheet';
import { messageSchema } from '@portal/shared/users/staff';
import { requireCompanyUser } from '../../../plugins/staff-auth.js';
import { reportFile, reportHeaders } from '../../../lib/spreadsheet-file.js';
import { TableReader } from '../../users/bulk/table-reader.js';
import { readUploadedTable, TABLE_UPLOAD_MAX_BYTES } from '../../users/bulk/uploaded-table.js';
import { importShifts } from '../shift-import.js';
import { reviewList, reviewWeeks } from '../weeks.js';

/** Two example rows: a day shift with a break, and a night shift that ends the next day. */
const TEMPLATE_EXAMPLES = [
  ['1020304050', '2026-11-23', '06:00', '14:00', '10:00', '10:30'],
  ['1020304050', '2026-11-24', '22:00', '06:00', '', ''],
];
import { addTimeEntryRoutes } from './time-entry.js';

/** The company's side (`/order/horas`): its workers' weeks, the shifts it enters, approval and return. */
export const timesheetClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client/timesheets',
    { schema: { querystring: weekQuerySchema, response: { 200: weekReviewListSchema } } },
    async (request) => reviewList(app.db, requireCompanyUser(request), request.query.semana, app.clock.now()),
  );

  app.post(
    '/client/timesheets/review',
    { schema: { body: reviewBodySchema, response: { 200: messageSchema } } },
    async (request) => reviewWeeks(app.db, requireCompanyUser(request), request.body, app.clock.now()),
  );

  addTimeEntryRoutes(app, 'client', (request) => ({ kind: 'usuario', staff: requireCompanyUser(request) }));

  app.get(
    '/client/shifts/template',
    { schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      requireCompanyUser(request);
      reply.headers(reportHeaders('plantilla-turnos', request.query.formato));
      return reportFile(SHIFT_IMPORT_COLUMNS, TEMPLATE_EXAMPLES, request.query.formato);
    },
  );

  await app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: TABLE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    const reader = new TableReader();
    upload.addHook('onClose', () => reader.close());
    upload
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/client/shifts/import',
        { schema: { querystring: shiftImportQuerySchema, response: { 200: shiftImportResultSchema } } },
        async (request) => {
          const company = requireCompanyUser(request);
          const table = await readUploadedTable(request, reader);
          return importShifts(app.db, company, table, request.query.modo, app.clock.now());
        },
      );
  });
};
