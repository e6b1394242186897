import {
  CONSENT_KINDS,
  CONSENT_LABELS,
  type ConsentKind,
  type ConsentState,
} from '@portal/shared/consents/consents';
import { consentMessages, myDataScreen } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import { POLICY_CONTACT_EMAIL } from '@portal/shared/consents/policies';
import { useChangeConsent } from './api';

/** Each authorization with where it stands; the optional ones can be withdrawn or given again. */
export function ConsentList({ state }: { state: ConsentState }) {
  const change = useChangeConsent();
  const { showAlert } = useAlerts();
  const latest = (tipo: ConsentKind) => state.historial.find((entry) => entry.tipo === tipo);

  const toggle = (tipo: ConsentKind, otorgado: boolean) =>
    change.mutate(
      { tipo, otorgado },
      {
        onSuccess: () =>
          showAlert({
            type: 'success',
            message: otorgado ? consentMessages.granted : consentMessages.withdrawn,
          }),
        onError: (error) => showAlert({ type: 'error', message: error.message }),
      },
    );

  return (
    <ul className="divide-y divide-slate-200">
      {CONSENT_KINDS.map((tipo) => {
        const stands = state.vigentes[tipo];
        const since = latest(tipo);
        const busy = change.isPending && change.variables?.tipo === tipo;
        return (
          <li key={tipo} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-1">
              <p className="font-semibold text-slate-900">{CONSENT_LABELS[tipo]}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <Badge tone={stands ? 'success' : 'neutral'}>
                  {stands ? myDataScreen.standing : myDataScreen.notGiven}
                </Badge>
                {since && <span>{myDataScreen.since(formatDate(since.fecha))}</span>}
              </p>
              {tipo === 'tratamiento' && (
                <p className="text-sm text-slate-600">{myDataScreen.processingNote(POLICY_CONTACT_EMAIL)}</p>
              )}
            </div>
            {tipo !== 'tratamiento' && (
              <Button
                variant={stands ? 'secondary' : 'primary'}
                className="shrink-0"
                isLoading={busy}
                aria-label={`${stands ? myDataScreen.withdraw : myDataScreen.give}: ${CONSENT_LABELS[tipo]}`}
                onPress={() => toggle(tipo, !stands)}
              >
                {stands ? myDataScreen.withdraw : myDataScreen.give}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
