import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';

interface QueryBlockProps<T> {
  query: UseQueryResult<T>;
  /** "Cargando ...", said while the answer is on its way. */
  loading: string;
  /** What did not load, with a retry. */
  failure: string;
  children(data: T): ReactNode;
}

/** A section's data: a short loading line, the failure with Reintentar, or what the data shows. */
export function QueryBlock<T>({ query, loading, failure, children }: QueryBlockProps<T>) {
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
        <Spinner className="size-5 text-brand-700" /> {loading}
      </p>
    );
  if (query.isError)
    return <LoadError title={failure} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  return children(query.data);
}
