import { queryOptions } from '@tanstack/react-query';
import { type ShiftImportResult, shiftImportResultSchema } from '@portal/shared/timesheets/shift-import';
import {
  type ReviewBody,
  type ShiftBody,
  timesheetSchema,
  weekReviewListSchema,
} from '@portal/shared/timesheets/timesheet';
import { messageSchema } from '@portal/shared/users/staff';
import type { TemplateFormat } from '@/components/spreadsheet/TemplateLinks';
import { apiRequest, apiUrl, uploadFile } from '@/lib/api-client';

/** Who reads the week: the worker (bearer session) or the company user (cookie session). */
export type TimesheetArea = 'candidate' | 'client';

export const timesheetsKey = ['timesheets'] as const;

/** One worker's week on an assignment; without `semana`, this week. */
export const timesheetQuery = (area: TimesheetArea, idMision: number, semana?: string) =>
  queryOptions({
    queryKey: [...timesheetsKey, area, idMision, semana ?? 'actual'],
    queryFn: async ({ signal }) =>
      timesheetSchema.parse(
        await apiRequest(`/${area}/assignments/${idMision}/timesheet`, { query: { semana }, signal }),
      ),
  });

/** The company's workers and their week, to approve or return. */
export const reviewListQuery = (semana?: string) =>
  queryOptions({
    queryKey: [...timesheetsKey, 'client', 'review', semana ?? 'actual'],
    queryFn: async ({ signal }) =>
      weekReviewListSchema.parse(await apiRequest('/client/timesheets', { query: { semana }, signal })),
  });

/** A new shift on the assignment, or a change to an existing one (`idTurno`). */
export const saveShift = async (
  area: TimesheetArea,
  target: { idMision: number; idTurno?: number },
  body: ShiftBody,
) =>
  messageSchema.parse(
    await apiRequest(
      target.idTurno ? `/${area}/shifts/${target.idTurno}` : `/${area}/assignments/${target.idMision}/shifts`,
      { method: target.idTurno ? 'PUT' : 'POST', body },
    ),
  );

export const deleteShift = async (area: TimesheetArea, idTurno: number) =>
  messageSchema.parse(await apiRequest(`/${area}/shifts/${idTurno}`, { method: 'DELETE' }));

export const reviewWeeks = async (body: ReviewBody) =>
  messageSchema.parse(await apiRequest('/client/timesheets/review', { method: 'POST', body }));

/** The company's template for importing shifts, as CSV or Excel. */
export const shiftTemplateUrl = (formato: TemplateFormat) => apiUrl('/client/shifts/template', { formato });

/** Checks a file of shifts (`dry_run`, nothing saved) or saves it whole when no row fails (`commit`). */
export const importShifts = async (modo: ShiftImportResult['modo'], file: File) =>
  shiftImportResultSchema.parse(await uploadFile('/client/shifts/import', file, { modo }));
