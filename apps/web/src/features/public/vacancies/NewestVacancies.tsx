import { Link } from 'react-router';
import { landingMessages } from '@portal/shared/messages';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { useNewestVacancies } from './api';
import { VacancyCard } from './VacancyCard';

const text = landingMessages.newest;

/** The `count` newest open vacancies as cards, and a link to the whole search with their total. */
export function NewestVacancies({ count }: { count: number }) {
  const newest = useNewestVacancies(count);
  const page = newest.data;

  return (
    <section aria-labelledby="vacantes-recientes" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="vacantes-recientes" className="text-2xl font-bold text-brand-900">
          {text.title}
        </h2>
        {page && page.total > 0 && (
          <Link
            to="/?tab=jobs"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {text.seeAll(page.total)}
          </Link>
        )}
      </div>
      {newest.isPending && (
        <>
          <p role="status" className="sr-only">
            {text.loading}
          </p>
          {/* Placeholders of the cards' size, so the page below does not jump when they arrive. */}
          <ul aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: count }, (_, index) => (
              <li key={index} className="h-40 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
            ))}
          </ul>
        </>
      )}
      {newest.isError && (
        <LoadError title={text.error} onRetry={() => void newest.refetch()} isRetrying={newest.isFetching}>
          {text.errorHint}
        </LoadError>
      )}
      {page && page.items.length === 0 && <EmptyState title={text.empty} />}
      {page && page.items.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {page.items.map((vacancy) => (
            <VacancyCard key={vacancy.id_vacante} vacancy={vacancy} heading="h3" />
          ))}
        </ul>
      )}
    </section>
  );
}
