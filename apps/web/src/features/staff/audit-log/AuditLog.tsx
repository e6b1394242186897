import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { actorLabel, type AuditEntryView } from '@portal/shared/audit';
import { DataTable, type DataColumn } from '@/components/data-table/DataTable';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { auditQuery, type AuditFilters } from './api';
import { actionLabel, AuditChanges, AuditEntryCard, AuditRecord, EntryTime } from './AuditEntry';

const columns: DataColumn<AuditEntryView>[] = [
  {
    id: 'fecha',
    header: 'Fecha',
    cell: (entry) => <EntryTime entry={entry} />,
    className: 'whitespace-nowrap',
  },
  { id: 'quien', header: 'Quién', cell: actorLabel, className: 'text-slate-800' },
  { id: 'accion', header: 'Acción', cell: actionLabel, className: 'font-medium text-slate-900' },
  { id: 'registro', header: 'Registro', cell: (entry) => <AuditRecord entry={entry} /> },
  {
    id: 'cambios',
    header: 'Cambios',
    cell: (entry) => <AuditChanges entry={entry} />,
    className: 'min-w-72',
  },
];

const Busy = ({ label }: { label: string }) => (
  <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
    <Spinner className="size-4" /> {label}
  </p>
);

interface AuditLogProps {
  filters: AuditFilters;
  /** `table`: the admin list (cards on phones); `list`: cards only, in one record's history. */
  layout: 'table' | 'list';
  /** What an empty log shows (with the way forward, if there is one). */
  empty: ReactNode;
}

/** The log for these filters, newest first, with its loading, error and empty states and "Cargar más". */
export function AuditLog({ filters, layout, empty }: AuditLogProps) {
  // The previous answer stays on screen while a changed filter loads: no flash on each keystroke.
  const log = useInfiniteQuery({ ...auditQuery(filters), placeholderData: keepPreviousData });
  if (log.isPending) return <Busy label="Cargando el historial..." />;
  if (log.isError && !log.isFetchNextPageError) {
    return (
      <LoadError
        title="No pudimos cargar el historial."
        onRetry={() => void log.refetch()}
        isRetrying={log.isFetching}
      >
        {apiErrorMessage(log.error, 'Revisa tu conexión e intenta de nuevo.')}
      </LoadError>
    );
  }
  const entries = log.data.pages.flat();
  if (entries.length === 0) return empty;
  return (
    <div className="space-y-3" aria-busy={log.isPlaceholderData}>
      {log.isPlaceholderData && <Busy label="Actualizando..." />}
      {layout === 'table' ? (
        <DataTable
          caption="Registro de auditoría"
          rows={entries}
          columns={columns}
          getRowId={(entry) => String(entry.id)}
          rowLabel={actionLabel}
          renderCard={(entry) => <AuditEntryCard entry={entry} />}
          // Paging is "Cargar más" (keyset), so everything loaded is one page.
          pageSize={entries.length}
        />
      ) : (
        <ul className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <AuditEntryCard entry={entry} showRecord={false} />
            </li>
          ))}
        </ul>
      )}
      {log.isFetchNextPageError && (
        <FormAlert tone="error">No pudimos cargar más entradas. Intenta de nuevo.</FormAlert>
      )}
      {log.hasNextPage && (
        <Button
          variant="secondary"
          isLoading={log.isFetchingNextPage}
          onPress={() => void log.fetchNextPage()}
        >
          Cargar más
        </Button>
      )}
    </div>
  );
}
