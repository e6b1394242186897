import { Link, useNavigate, useParams } from 'react-router';
import { useAlerts } from '@/components/alerts/alerts-context';
import { RequestDocumentForm } from './RequestDocumentForm';

/** `/dashboard/vacantes/:id/solicitar-documento`: one request to every active candidate of a vacancy. */
export function VacancyDocumentRequestScreen() {
  const vacancyId = Number(useParams().id);
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const back = `/dashboard/vacantes/${vacancyId}`;
  return (
    <section className="mx-auto max-w-xl space-y-5">
      <Link to={back} className="text-sm font-semibold text-brand-800 underline">
        ← Volver a la vacante
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Solicitar un documento a los candidatos</h1>
        <p className="text-sm text-slate-600">
          Llega a cada candidato activo de la vacante (no a los descartados, rechazados ni contratados), en su
          pestaña Documentos y por correo.
        </p>
      </div>
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <RequestDocumentForm
          target={{ id_vacante: vacancyId }}
          onDone={(message) => {
            showAlert({ type: 'success', message });
            void navigate(back);
          }}
          onCancel={() => void navigate(back)}
        />
      </div>
    </section>
  );
}
