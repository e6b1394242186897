import { myDataScreen } from '@portal/shared/messages';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { formatTimestamp } from '@/lib/format';
import { useDocumentOpenings } from './api';

/** Every opening of the candidate's documents by the agency or a company (Ley 1581, art. 8). */
export function DocumentOpenings() {
  const openings = useDocumentOpenings();
  if (openings.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (openings.isError) {
    return (
      <LoadError
        title={myDataScreen.openingsError}
        onRetry={() => void openings.refetch()}
        isRetrying={openings.isFetching}
      />
    );
  }
  if (openings.data.length === 0)
    return <p className="text-sm text-slate-600">{myDataScreen.openingsEmpty}</p>;
  return (
    <ol className="space-y-3">
      {openings.data.map((opening, index) => (
        <li key={`${opening.fecha}-${index}`} className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">{opening.documento}</p>
          <p className="mt-1 text-slate-600">
            {myDataScreen.openedBy(opening.quien, opening.para)} ·{' '}
            <time dateTime={opening.fecha}>{formatTimestamp(opening.fecha)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
