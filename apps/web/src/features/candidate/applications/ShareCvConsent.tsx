import { Link } from 'react-router';
import { SHARE_CV_CONSENT, type Application } from '@portal/shared/applications/candidate';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { apiErrorMessage } from '@/lib/api-client';
import { useShareCv } from './api';

/**
 * The candidate's own say on showing their CV to the vacancy's client company: the text they accept,
 * and a button to give or withdraw it at any time (Ley 1581 de 2012).
 */
export function ShareCvConsent({ application }: { application: Application }) {
  const share = useShareCv();
  const { showAlert } = useAlerts();
  const toggle = () =>
    share.mutate(
      { id: application.id_postulacion, autoriza: !application.comparte_hv },
      {
        onSuccess: (answer) => showAlert({ type: 'success', message: answer.message }),
        onError: (error) =>
          showAlert({
            type: 'error',
            message: apiErrorMessage(error, 'No pudimos guardar tu decisión. Intenta de nuevo.'),
          }),
      },
    );
  if (!application.comparte_con_empresas) {
    return (
      <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
        La empresa no ve tu hoja de vida: no autorizaste compartir tus documentos con las empresas.{' '}
        <Link to="/mis-datos" className="font-medium text-brand-700 underline underline-offset-2">
          Cambiarlo en Mis datos
        </Link>
      </p>
    );
  }
  return (
    <div className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
      <p className="text-slate-700">
        {application.comparte_hv
          ? 'La empresa puede ver tu hoja de vida en este proceso.'
          : 'La empresa no ve tu hoja de vida. Si la compartes, puede decidir más rápido.'}
      </p>
      {!application.comparte_hv && <p className="text-xs text-slate-600">{SHARE_CV_CONSENT}</p>}
      <Button
        variant={application.comparte_hv ? 'ghost' : 'secondary'}
        isLoading={share.isPending}
        onPress={toggle}
      >
        {application.comparte_hv
          ? 'Dejar de compartir mi hoja de vida'
          : 'Autorizo compartir mi hoja de vida'}
      </Button>
    </div>
  );
}
