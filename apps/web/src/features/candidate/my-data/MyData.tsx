import { useId, type ReactNode } from 'react';
import { consentMessages, myDataScreen, vacancyAlertMessages } from '@portal/shared/messages';
import { PageLoader } from '@/components/layout/PageLoader';
import { LoadError } from '@/components/ui/LoadError';
import { useConsents } from './api';
import { ConsentHistory } from './ConsentHistory';
import { ConsentList } from './ConsentList';
import { DataRequestForm } from './DataRequestForm';
import { DataRequestList } from './DataRequestList';
import { DocumentOpenings } from './DocumentOpenings';
import { DownloadMyData } from './DownloadMyData';
import { VacancyAlerts } from './VacancyAlerts';

/** One section of the screen: a titled card, a line saying what it is for. */
function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {intro && <p className="mt-1 mb-4 text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}

/** Mis datos (issue 15): authorizations and their record, vacancy alerts, who opened my documents, requests, my data. */
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
          <Section title={myDataScreen.consentsTitle}>
            <ConsentList state={consents.data} />
          </Section>
          <Section title={vacancyAlertMessages.title} intro={vacancyAlertMessages.intro}>
            <VacancyAlerts authorized={consents.data.vigentes.alertas} />
          </Section>
          <Section title={myDataScreen.historyTitle} intro={myDataScreen.historyIntro}>
            <ConsentHistory entries={consents.data.historial} />
          </Section>
        </>
      )}
      <Section title={myDataScreen.openingsTitle} intro={myDataScreen.openingsIntro}>
        <DocumentOpenings />
      </Section>
      <Section title={myDataScreen.requestsTitle} intro={myDataScreen.requestsIntro}>
        <div className="space-y-6">
          <DataRequestList />
          <DataRequestForm />
        </div>
      </Section>
      <DownloadMyData />
    </div>
  );
}
