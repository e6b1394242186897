import { infiniteQueryOptions } from '@tanstack/react-query';
import { auditListSchema, type AuditQuery } from '@portal/shared/audit';
import type { ReportFormat } from '@portal/shared/report-format';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

export const AUDIT_PAGE_SIZE = 50;

/** What a view of the log asks for; paging is the query's own. */
export type AuditFilters = Partial<
  Pick<AuditQuery, 'entidad' | 'entidad_id' | 'id_usuario' | 'desde' | 'hasta'>
>;

/**
 * The log, newest first, a page at a time: "Cargar más" asks for the entries below the last id shown
 * (keyset paging), so entries written meanwhile never shift or repeat a page.
 */
export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'audit', filters],
    // A log is read for what just happened: never served from a minute-old cache.
    staleTime: 0,
    queryFn: async ({ pageParam, signal }) =>
      auditListSchema.parse(
        await apiRequest('/audit', {
          query: { ...filters, before_id: pageParam, limit: AUDIT_PAGE_SIZE },
          signal,
        }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length === AUDIT_PAGE_SIZE ? page.at(-1)?.id : undefined),
  });

/** The log within these filters, whole, as a file. */
export const exportAuditLog = (filters: AuditFilters, formato: ReportFormat) =>
  downloadFile('/audit/export', { ...filters, formato }, `auditoria.${formato}`);
