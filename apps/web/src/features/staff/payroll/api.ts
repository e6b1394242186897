import { queryOptions } from '@tanstack/react-query';
import {
  type AdjustmentBody,
  closedPeriodListSchema,
  type PeriodQuery,
  periodStatusSchema,
} from '@portal/shared/timesheets/payroll';
import { messageSchema } from '@portal/shared/users/staff';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** The agency's payroll (issue 32 items 3 and 4): periods, closing them, their files, adjustments. */

export const payrollKey = ['staff', 'payroll'] as const;

export const periodStatusQuery = ({ tipo, inicio }: PeriodQuery) =>
  queryOptions({
    queryKey: [...payrollKey, 'status', tipo, inicio],
    queryFn: async ({ signal }) =>
      periodStatusSchema.parse(
        await apiRequest('/staff/payroll-periods/status', { query: { tipo, inicio }, signal }),
      ),
  });

export const closedPeriodsQuery = queryOptions({
  queryKey: [...payrollKey, 'closed'],
  queryFn: async ({ signal }) =>
    closedPeriodListSchema.parse(await apiRequest('/staff/payroll-periods', { signal })),
});

export const closePeriod = async ({ tipo, inicio }: PeriodQuery) =>
  messageSchema.parse(await apiRequest('/staff/payroll-periods', { method: 'POST', body: { tipo, inicio } }));

export const addAdjustment = async (idMision: number, body: AdjustmentBody) =>
  messageSchema.parse(
    await apiRequest(`/staff/assignments/${idMision}/time-adjustments`, { method: 'POST', body }),
  );

export type PeriodFile = 'payroll' | 'billing';
export type FileFormat = 'xlsx' | 'csv';
const fileNames: Record<PeriodFile, string> = { payroll: 'nomina', billing: 'facturacion' };

/** Saves a closed period's payroll file or billing summary, with the name the API gives. */
export const downloadPeriodFile = (id: number, file: PeriodFile, formato: FileFormat) =>
  downloadFile(`/staff/payroll-periods/${id}/${file}`, { formato }, `${fileNames[file]}-${id}.${formato}`);
