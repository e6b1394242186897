import { PageLoader } from '@/components/layout/PageLoader';
import { formatPolicyDate } from '../policy-date';
import type { Policy } from '../policy-catalog';
import { usePolicy } from '../use-policy';
import { PolicyLoadError } from './PolicyLoadError';
import { PolicyHtml } from './PolicyHtml';

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function UpdatedOn({ value }: { value: string | undefined }) {
  const label = formatPolicyDate(value);
  if (!label) return null;
  return (
    <p className="mt-4 inline-flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-700">
      <CalendarIcon />
      <span>
        Actualizada el <time dateTime={value}>{label}</time>
      </span>
    </p>
  );
}

/** One policy: its title at once, then the text, a loader or an error with a retry. */
export function PolicyArticle({ policy }: { policy: Policy }) {
  const query = usePolicy(policy.slug);

  return (
    <article className="-mx-4 bg-white px-5 py-8 sm:mx-0 sm:rounded-2xl sm:px-10 sm:py-12 sm:shadow-sm sm:ring-1 sm:ring-slate-200">
      <header className="mb-8 border-b border-slate-200 pb-6">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Documento legal</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{policy.title}</h1>
        <UpdatedOn value={query.data?.meta.updated} />
      </header>
      {query.isPending ? (
        <PageLoader label="Cargando documento..." />
      ) : query.isError ? (
        <PolicyLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <PolicyHtml html={query.data.html} />
      )}
    </article>
  );
}
