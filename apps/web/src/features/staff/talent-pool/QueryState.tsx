import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/layout/PageLoader';
import { BackLink } from '@/components/ui/BackLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import type { BackTo } from './file-link';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The screen's title (its h1), also when its answer did not come. */
  title: string;
  loading: string;
  failure: string;
  back: BackTo;
  children(data: T): ReactNode;
}

/**
 * A screen's answer: loading, then what it holds. A refusal of the API (not found, out of reach) is said
 * with its own sentence and the way back; a failure to reach it offers Reintentar.
 */
export function QueryState<T>({ query, title, loading, failure, back, children }: QueryStateProps<T>) {
  if (query.isPending) return <PageLoader label={loading} />;
  if (query.isError) {
    const refused = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
    return (
      <section className="space-y-4">
        <BackLink to={back.volver}>{back.texto}</BackLink>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {refused ? (
          <EmptyState title={query.error.message} />
        ) : (
          <LoadError title={failure} onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
            {apiErrorMessage(query.error, 'Revisa tu conexión e intenta de nuevo.')}
          </LoadError>
        )}
      </section>
    );
  }
  return children(query.data);
}
