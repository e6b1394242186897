import { consentMessages, myDataScreen } from '@portal/shared/messages';
import { PageLoader } from '@/components/layout/PageLoader';
import { LoadError } from '@/components/ui/LoadError';
import { useConsents } from './api';
import { ConsentHistory } from './ConsentHistory';
import { ConsentList } from './ConsentList';
import { DocumentOpenings } from './DocumentOpenings';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** Mis datos (issue 15): the candidate's authorizations, their record, and the data held about them. */
export function MyData() {
  const consents = useConsents();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6">
      <title>{`${myDataScreen.title} | Portal de Empleo`}</title>
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{myDataScreen.title}</h1>
        <p className="mt-2 text-slate-700">{myDataScreen.intro}</p>
      </div>
      {consents.isPending && <PageLoader />}
      {consents.isError && (
        <LoadError
          title={consentMessages.loadError}
          onRetry={() => void consents.refetch()}
          isRetrying={consents.isFetching}
        />
      )}
      {consents.data && (
        <>
          <section aria-labelledby="consents-title" className={card}>
            <h2 id="consents-title" className="text-lg font-bold text-brand-900">
              {myDataScreen.consentsTitle}
            </h2>
            <ConsentList state={consents.data} />
          </section>
          <section aria-labelledby="history-title" className={card}>
            <h2 id="history-title" className="text-lg font-bold text-brand-900">
              {myDataScreen.historyTitle}
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-600">{myDataScreen.historyIntro}</p>
            <ConsentHistory entries={consents.data.historial} />
          </section>
          <section aria-labelledby="openings-title" className={card}>
            <h2 id="openings-title" className="text-lg font-bold text-brand-900">
              {myDataScreen.openingsTitle}
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-600">{myDataScreen.openingsIntro}</p>
            <DocumentOpenings />
          </section>
        </>
      )}
    </div>
  );
}
