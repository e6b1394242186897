import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkParsedFileSchema,
  bulkRegisterBodySchema,
  bulkResultSchema,
  proposeMapping,
} from '@portal/shared/users/bulk';
import { STAFF_ROLES } from '@portal/shared/users/staff';
import { requireStaff } from '../../../plugins/staff-auth.js';
import { registerMany } from '../bulk/register-many.js';
import { inviteContextOf } from '../team/invitation-cap.js';
import { TableReader } from '../bulk/table-reader.js';
import { csvTemplate, xlsxTemplate } from '../bulk/template.js';
import { readUploadedTable, TABLE_UPLOAD_MAX_BYTES } from '../bulk/uploaded-table.js';
import { reportHeaders } from '../../../lib/spreadsheet-file.js';

/**
 * Bulk registration: the template, reading an uploaded file, and the dry run or the commit. Agency staff
 * only: a company user registers its people one by one (POST /auth/register).
 */
export const bulkUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: TABLE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const reader = new TableReader();
  app.addHook('onClose', () => reader.close());
  // Before any body is read: a company user's file is never parsed (the group's guard ran first).
  app.addHook('onRequest', async (request) => void requireStaff(request, STAFF_ROLES));

  app.get(
    '/auth/register_massive/template',
    { schema: { querystring: z.object({ formato: z.enum(['csv', 'xlsx']).default('csv') }) } },
    async (request, reply) => {
      reply.headers(reportHeaders('plantilla-usuarios', request.query.formato));
      return request.query.formato === 'xlsx' ? xlsxTemplate() : csvTemplate();
    },
  );

  app.post(
    '/auth/register_massive/file',
    { schema: { response: { 200: bulkParsedFileSchema } } },
    async (request) => {
      const table = await readUploadedTable(request, reader);
      return {
        encabezados: table.headers,
        filas: table.rows,
        mapeo: proposeMapping(table.headers),
        codificacion: table.encoding,
        separador: table.delimiter,
      };
    },
  );

  app.post(
    '/auth/register_massive',
    {
      bodyLimit: 8 * 1024 * 1024,
      schema: { body: bulkRegisterBodySchema, response: { 200: bulkResultSchema } },
    },
    async (request) => {
      const staff = requireStaff(request, STAFF_ROLES);
      const { modo, usuarios } = request.body;
      return registerMany(app.db, staff, modo, usuarios, inviteContextOf(request, app));
    },
  );
};
