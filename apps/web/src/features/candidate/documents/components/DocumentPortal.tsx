import { PageLoader } from '@/components/layout/PageLoader';
import { useSession } from '@/lib/session/session-context';
import { attentionCount, reportFailed, useDocumentReport } from '../use-documents';
import { DocumentList } from './DocumentList';
import { GreetingCard } from './GreetingCard';
import { ReportError } from './ReportError';

/** The candidate document portal (spec §2): greeting, then one card per document type. */
export function DocumentPortal() {
  const { candidate } = useSession();
  const report = useDocumentReport();
  const types = report.data?.data ?? [];
  const pending = attentionCount(types);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <GreetingCard candidate={candidate} />
      <section aria-labelledby="mis-documentos" className="space-y-4">
        <div>
          <h2 id="mis-documentos" className="text-xl font-bold text-brand-900">
            Mis documentos
          </h2>
          {report.data && !reportFailed(report) && (
            <p className="mt-1 text-sm text-slate-600" aria-live="polite">
              {pending === 0
                ? 'Tus documentos están al día.'
                : `Tienes ${pending} ${pending === 1 ? 'documento que requiere' : 'documentos que requieren'} tu atención.`}
            </p>
          )}
        </div>
        {report.isPending ? (
          <PageLoader />
        ) : reportFailed(report) ? (
          <ReportError onRetry={() => void report.refetch()} isRetrying={report.isFetching} />
        ) : (
          <DocumentList types={types} />
        )}
      </section>
    </div>
  );
}
