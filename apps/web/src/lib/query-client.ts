import { QueryClient, type QueryObserverOptions } from '@tanstack/react-query';

type QueryDefaults = Pick<QueryObserverOptions, 'staleTime' | 'retry'>;

/**
 * The app's QueryClient (tests build theirs here too, with their own query settings). Changes are
 * sent even when the browser says it is offline (networkMode 'always'): with no connection they fail
 * at once with the api-client's Spanish "Sin conexión" that the screen shows with a retry. React
 * Query's default would pause them, leave the button on "Cargando..." and send them unseen later.
 */
export function createQueryClient(queries: QueryDefaults = { staleTime: 60_000, retry: 1 }): QueryClient {
  return new QueryClient({ defaultOptions: { queries, mutations: { networkMode: 'always' } } });
}
