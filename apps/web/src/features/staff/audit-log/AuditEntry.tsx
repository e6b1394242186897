import { Link } from 'react-router';
import { actorLabel, auditActionLabels, type AuditEntryView } from '@portal/shared/audit';
import { formatTimestamp } from '@/lib/format';
import { describeChanges, entityLabel, recordLink, type ChangeRow } from './changes';

export const actionLabel = (entry: AuditEntryView) => auditActionLabels[entry.accion] ?? entry.accion;

export const EntryTime = ({ entry }: { entry: AuditEntryView }) => (
  <time dateTime={entry.created_at}>{formatTimestamp(entry.created_at)}</time>
);

/**
 * "Vacante N.º 12", or "Exportación: usuarios" for a record named rather than numbered; linked to
 * its screen where there is one.
 */
export function AuditRecord({ entry }: { entry: AuditEntryView }) {
  const numbered = /^\d+$/.test(entry.entidad_id);
  const label = `${entityLabel(entry.entidad)}${numbered ? ' N.º ' : ': '}${entry.entidad_id}`;
  const to = recordLink(entry);
  return to ? (
    <Link to={to} className="font-medium text-brand-700 underline underline-offset-2">
      {label}
    </Link>
  ) : (
    <span className="font-medium text-slate-900">{label}</span>
  );
}

function ChangeLine({ row }: { row: ChangeRow }) {
  return (
    <li className="break-words text-slate-900">
      <span className="font-medium">{row.label}:</span>{' '}
      {row.antes !== undefined && (
        <>
          <span className="text-slate-600 line-through">{row.antes}</span> <span aria-hidden="true">→</span>
          <span className="sr-only"> cambió a</span>{' '}
        </>
      )}
      {row.despues}
    </li>
  );
}

/** Rows shown before the rest folds away, so a created record does not fill the screen. */
const VISIBLE_ROWS = 4;

/** The fields an entry changed, "campo: antes → después"; one side only when there was no other. */
export function AuditChanges({ entry }: { entry: AuditEntryView }) {
  const { lead, rows } = describeChanges(entry);
  if (rows.length === 0) return <p className="text-sm text-slate-600">Sin cambios en los datos.</p>;
  const folded = rows.length > VISIBLE_ROWS + 1 ? rows.slice(VISIBLE_ROWS) : [];
  return (
    <div className="space-y-1 text-sm">
      {lead && <p className="font-semibold text-slate-700">{lead}</p>}
      <ul className="space-y-1">
        {rows.slice(0, rows.length - folded.length).map((row) => (
          <ChangeLine key={row.key} row={row} />
        ))}
      </ul>
      {folded.length > 0 && (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
            Ver {folded.length} campos más
          </summary>
          <ul className="space-y-1">
            {folded.map((row) => (
              <ChangeLine key={row.key} row={row} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/**
 * One entry of the log: when, who, what they did (and to which record, unless the list is already
 * one record's history) and what changed. The phone card of the admin list and the record history.
 */
export function AuditEntryCard({
  entry,
  showRecord = true,
}: {
  entry: AuditEntryView;
  showRecord?: boolean;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">
          {actionLabel(entry)}
          {showRecord && (
            <>
              {' · '}
              <AuditRecord entry={entry} />
            </>
          )}
        </p>
        <p className="text-xs text-slate-600">
          <EntryTime entry={entry} />
        </p>
      </div>
      <p className="text-sm text-slate-700">Por {actorLabel(entry)}</p>
      <AuditChanges entry={entry} />
    </div>
  );
}
