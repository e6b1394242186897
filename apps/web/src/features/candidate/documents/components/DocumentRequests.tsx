import { Link } from 'react-router';
import { reportFailed, useDocumentReport } from '../use-documents';
import { DocumentList } from './DocumentList';
import { ReportError } from './ReportError';

const states = {
  loading: {
    title: 'Cargando documentos...',
    text: 'Estamos obteniendo la información de tus documentos. Un momento por favor.',
  },
  pending: {
    title: 'Documentos pendientes por cargar',
    text: 'Para completar tu proceso, es necesario que cargues o actualices los documentos solicitados a continuación.',
  },
  done: {
    title: 'No tienes solicitudes pendientes',
    text: 'Has completado todos los documentos solicitados. No necesitas realizar ninguna acción en este momento.',
  },
} as const;

/** The document requests screen (spec §2): three states; only the types that have open requests. */
export function DocumentRequests() {
  const report = useDocumentReport();
  if (reportFailed(report))
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="mb-4 text-2xl font-bold text-brand-900">Solicitudes de documentos</h1>
        <ReportError onRetry={() => void report.refetch()} isRetrying={report.isFetching} />
      </div>
    );
  const requested = (report.data?.data ?? []).filter((type) => type.solicitudes.length > 0);
  const state = report.isPending ? 'loading' : requested.length > 0 ? 'pending' : 'done';
  const { title, text } = states[state];
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <section
        aria-labelledby="estado-solicitudes"
        aria-busy={state === 'loading'}
        data-state={state}
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h1 id="estado-solicitudes" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        <p className="mt-2 text-slate-600">{text}</p>
        {state === 'done' && (
          <Link
            to="/documentos"
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Ver mis documentos
          </Link>
        )}
      </section>
      {state === 'pending' && <DocumentList types={requested} />}
    </div>
  );
}
