import type { StaffUser } from '@portal/shared/users/staff';
import { ExportMenu } from '@/components/spreadsheet/ExportMenu';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { useUrlFilters } from '@/lib/use-url-filters';
import { exportAuditLog } from './api';
import { AuditFiltersBar } from './AuditFiltersBar';
import { AuditLog } from './AuditLog';
import { FILTER_PARAMS, readAuditFilters, type FilterParam } from './filters';

/**
 * `/dashboard/auditoria` (admins): every change to users, vacancies, applications, documents and
 * requests, and every time staff opened a candidate's file: who, when, what, before and after.
 */
export function AuditScreen({ users }: { users: StaffUser[] | null }) {
  // The ids are typed: each keystroke replaces the history entry instead of adding one.
  const { params, change, clear } = useUrlFilters(['registro', 'usuario']);
  const values = Object.fromEntries(FILTER_PARAMS.map((name) => [name, params.get(name) ?? ''])) as Record<
    FilterParam,
    string
  >;
  const filtered = FILTER_PARAMS.some((name) => values[name]);
  const filters = readAuditFilters(params);
  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Auditoría</h1>
          <p className="text-sm text-slate-600">
            Quién cambió qué y cuándo, con el antes y el después. Lo más reciente primero.
          </p>
        </div>
        <ExportMenu
          what="el registro de auditoría"
          onExport={(formato) => exportAuditLog(filters, formato)}
        />
      </div>
      <AuditFiltersBar values={values} users={users} onChange={change} />
      <AuditLog
        filters={filters}
        layout="table"
        empty={
          <EmptyState
            title="No hay cambios registrados con estos filtros."
            action={
              filtered && (
                <Button variant="secondary" onPress={() => clear(FILTER_PARAMS)}>
                  Limpiar filtros
                </Button>
              )
            }
          />
        }
      />
    </section>
  );
}
