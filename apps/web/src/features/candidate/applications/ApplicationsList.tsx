import { Link } from 'react-router';
import { applicationStateLabels } from '@portal/shared/vacancies/constants';
import { applicationMessages } from '@portal/shared/messages';
import { PageLoader } from '@/components/layout/PageLoader';
import { LinkButton } from '@/components/ui/LinkButton';
import { formatDate } from '@/lib/format';
import { useMyApplications } from './api';
import { ApplicationTimeline } from './ApplicationTimeline';
import { InterviewBooking } from './InterviewBooking';
import { ShareCvConsent } from './ShareCvConsent';

/** While a company can still look at the application, the candidate decides whether it sees the CV. */
const SHARING_STATES = new Set([
  'recibida',
  'preseleccionada',
  'enviada_cliente',
  'aprobada',
  'en_contratacion',
]);

/** The applications tab: my applications, newest first, each with its state timeline. */
export function ApplicationsList() {
  const query = useMyApplications();
  if (query.isPending) return <PageLoader label="Cargando tus aplicaciones..." />;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
        {applicationMessages.listError}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold text-slate-900">Aún no te has postulado a ninguna vacante</h2>
        <p className="mt-2 text-slate-700">Explora las vacantes abiertas y postúlate en un par de clics.</p>
        <LinkButton to="/?tab=jobs" className="mt-5">
          Ver vacantes
        </LinkButton>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {query.data.map((application) => (
        <li
          key={application.id_postulacion}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="text-base font-semibold text-brand-900">
              <Link to={`/vacancy/${application.id_vacante}`} className="hover:underline">
                {application.titulo}
              </Link>
            </h2>
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {applicationStateLabels[application.estado]}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {application.empresa} · {application.nombre_ciudad}
          </p>
          <p className="text-sm text-slate-600">
            Te postulaste el {formatDate(application.fecha_postulacion)}
          </p>
          {application.entrevista && (
            <InterviewBooking
              applicationId={application.id_postulacion}
              vacancyId={application.id_vacante}
              interview={application.entrevista}
            />
          )}
          {SHARING_STATES.has(application.estado) && <ShareCvConsent application={application} />}
          <ApplicationTimeline history={application.historial} />
        </li>
      ))}
    </ul>
  );
}
