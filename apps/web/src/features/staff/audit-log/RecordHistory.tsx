import { useId, useState } from 'react';
import type { AuditEntity } from '@portal/shared/audit';
import { EmptyState } from '@/components/ui/EmptyState';
import { AuditLog } from './AuditLog';

/** A record's "Historial de cambios", folded: the log is asked for only once someone opens it. */
export function RecordHistory({ entidad, entidadId }: { entidad: AuditEntity; entidadId: number }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <details className="group" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer items-center gap-2">
          <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-90">
            ▸
          </span>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Historial de cambios
          </h2>
        </summary>
        {open && (
          <div className="mt-3">
            <AuditLog
              filters={{ entidad, entidad_id: String(entidadId) }}
              layout="list"
              empty={<EmptyState title="Aún no hay cambios registrados." />}
            />
          </div>
        )}
      </details>
    </section>
  );
}
