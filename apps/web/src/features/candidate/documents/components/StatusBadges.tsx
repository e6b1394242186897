import { type DocumentTypeReport } from '@portal/shared/documents/candidate';
import { needsAttention, needsUpdate } from '@portal/shared/documents/rules';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Required, attention (spec §4) and done, as words, not only colours. */
export function StatusBadges({ type }: { type: DocumentTypeReport }) {
  const done = type.documentos.length > 0 && !needsUpdate(type);
  return (
    <div className="flex flex-wrap gap-1.5">
      {type.obligatorio && <span className={`${badge} bg-slate-100 text-slate-700`}>Obligatorio</span>}
      {needsUpdate(type) ? (
        <span className={`${badge} bg-amber-100 text-amber-900`}>Actualización solicitada</span>
      ) : needsAttention(type) ? (
        <span className={`${badge} bg-amber-100 text-amber-900`}>Pendiente</span>
      ) : null}
      {done && <span className={`${badge} bg-emerald-100 text-emerald-900`}>Cargado</span>}
    </div>
  );
}
