import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { VacancyDetail as Vacancy } from '@portal/shared/vacancies/public';
import { vacancyMessages } from '@portal/shared/messages';
import { PageLoader } from '@/components/layout/PageLoader';
import { LinkButton } from '@/components/ui/LinkButton';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { useVacancy } from './api';
import { rememberVacancyVisit } from './vacancy-storage';
import { VacancyDetail } from './VacancyDetail';

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <LinkButton to="/" className="mt-6">
        Ver otras vacantes
      </LinkButton>
    </section>
  );
}

/** `/vacancy/:id`: loads the vacancy, keeps spec §3's storage keys and shows it or a clear problem. */
export function VacancyDetailScreen({ id, apply }: { id: string; apply: (vacancy: Vacancy) => ReactNode }) {
  const { authenticated, loading } = useSession();
  const { search } = useLocation();
  const query = useVacancy(id);

  useEffect(() => {
    if (!loading) rememberVacancyVisit(id, search, authenticated);
  }, [id, search, authenticated, loading]);

  if (query.isPending) return <PageLoader label="Cargando vacante..." />;
  if (query.isError) {
    const error = query.error;
    const notFound = (error instanceof ApiError && [400, 404].includes(error.status)) || !/^\d+$/.test(id);
    return notFound ? (
      <Problem title="Vacante no encontrada" text={vacancyMessages.notFound} />
    ) : (
      <Problem
        title="No pudimos cargar la vacante"
        text="Revisa tu conexión e intenta de nuevo en un momento."
      />
    );
  }
  return <VacancyDetail vacancy={query.data} apply={apply(query.data)} />;
}
