import { queryOptions } from '@tanstack/react-query';
import { messageSchema } from '@portal/shared/users/staff';
import { staffOrderLineSchema, staffOrderListSchema } from '@portal/shared/orders/staff';
import type { ReportFormat } from '@portal/shared/report-format';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

export const ordersKey = ['staff', 'orders'] as const;

export const orderLinesQuery = (estado: string) =>
  queryOptions({
    queryKey: [...ordersKey, estado],
    queryFn: async () => staffOrderListSchema.parse(await apiRequest('/staff/orders', { query: { estado } })),
  });

/** The lines in the state shown, as a file. */
export const exportOrderLines = (estado: string, formato: ReportFormat) =>
  downloadFile('/staff/orders/export', { estado, formato }, `ordenes.${formato}`);

export const rejectOrderLine = async (id: number, motivo: string) =>
  messageSchema.parse(await apiRequest(`/staff/orders/${id}/reject`, { method: 'POST', body: { motivo } }));

export const orderLineQuery = (id: number) =>
  queryOptions({
    queryKey: [...ordersKey, 'line', id],
    queryFn: async () => staffOrderLineSchema.parse(await apiRequest(`/staff/orders/${id}`)),
  });
