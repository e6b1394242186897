import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { applicationStateLabels } from '@portal/shared/vacancies/constants';
import { applicationMessages, vacancyMessages } from '@portal/shared/messages';
import { STORAGE_KEYS } from '@portal/shared/constants';
import type { VacancyDetail } from '@portal/shared/vacancies/public';
import { PlainButton } from '@/components/ui/PlainButton';
import { LinkButton } from '@/components/ui/LinkButton';
import { isNetworkError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { rememberReturnPath, STAFF_RETURN_PARAM } from '@/lib/session/return-path';
import { withoutApp } from '@/lib/without-app';
import { useSession } from '@/lib/session/session-context';
import { useApply, useMyApplications } from './api';
import { SlotChoice } from './SlotChoice';

/** After sign-in the visitor comes back to the vacancy with this flag, and the panel finishes applying. */
const FINISH_PARAM = 'postular';

function initialSlot(vacancy: VacancyDetail, params: URLSearchParams): number | null {
  // The server's render of the page (entry-server.tsx) has no storage: only the link's slot counts.
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.slotId);
  const wanted = Number(params.get('id_espacio_agendamiento') ?? stored);
  return vacancy.espacios.some((slot) => slot.id_espacio_agendamiento === wanted) ? wanted : null;
}

/** Apply button of the vacancy page: applies when signed in, otherwise goes to sign in and comes back. */
export function ApplyPanel({ vacancy }: { vacancy: VacancyDetail }) {
  const { authenticated, loading } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [slot, setSlot] = useState(() => initialSlot(vacancy, params));
  const mine = useMyApplications(authenticated);
  const apply = useApply();
  const finishing = useRef(false);
  const existing = mine.data?.find((application) => application.id_vacante === vacancy.id_vacante);
  const linkSlot = params.get('id_espacio_agendamiento');
  const linkSlotGone = linkSlot !== null && slot === null && vacancy.espacios.length > 0;

  const submit = (slotId: number | null) =>
    apply.mutate({
      id_vacante: vacancy.id_vacante,
      id_espacio_agendamiento: slotId,
      utm_source: localStorage.getItem(STORAGE_KEYS.utmSource) ?? params.get('utm_source'),
      utm_campaign: localStorage.getItem(STORAGE_KEYS.utmCampaign) ?? params.get('utm_campaign'),
    });

  // Back from sign-in: finish the application once, then drop the flag from the address.
  useEffect(() => {
    if (loading || !authenticated || params.get(FINISH_PARAM) !== '1' || finishing.current) return;
    finishing.current = true;
    if (vacancy.estado === 'abierta') submit(slot);
    const next = new URLSearchParams(params);
    next.delete(FINISH_PARAM);
    setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when the session is known
  }, [loading, authenticated]);

  /** Back to this vacancy to finish applying, with the time chosen (the form's field adds it). */
  const returnPath = (slotId: number | null) => {
    const next = new URLSearchParams(params);
    next.set(FINISH_PARAM, '1');
    next.delete('id_espacio_agendamiento');
    if (slotId) next.set('id_espacio_agendamiento', String(slotId));
    return `/vacancy/${vacancy.id_vacante}?${next.toString()}`;
  };
  const signInFirst = () => {
    rememberReturnPath(returnPath(slot), { lasting: true });
    navigate('/');
  };

  if (vacancy.estado !== 'abierta') {
    return (
      <div className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Postulación cerrada</h2>
        <p className="text-slate-700">{vacancyMessages.closed}</p>
        <LinkButton to="/?tab=jobs">Ver vacantes abiertas</LinkButton>
      </div>
    );
  }

  const done = apply.data?.application ?? existing;
  if (done) {
    return (
      <div className="space-y-3" role="status">
        <h2 className="text-lg font-semibold text-emerald-800">
          {apply.data?.created ? applicationMessages.created : 'Ya te postulaste a esta vacante'}
        </h2>
        <p className="text-slate-700">
          Estado: <strong>{applicationStateLabels[done.estado]}</strong>
        </p>
        {done.entrevista && (
          <p className="text-slate-700">
            Entrevista: {formatDateTime(done.entrevista.fecha_hora)}, {done.entrevista.lugar}
          </p>
        )}
        <LinkButton to="/?tab=applications">Ver mis aplicaciones</LinkButton>
      </div>
    );
  }

  // Signed out, a plain GET form to the server-rendered sign-in (`/?volver=…&id_espacio_agendamiento=…`):
  // it works before and without the app, and the app answers it the same way (decision 0072).
  return (
    <form
      method="get"
      action="/"
      {...(authenticated ? {} : withoutApp)}
      onSubmit={(event) => {
        event.preventDefault();
        if (authenticated) submit(slot);
        else signInFirst();
      }}
      className="space-y-4"
    >
      {!authenticated && <input type="hidden" name={STAFF_RETURN_PARAM} value={returnPath(null)} />}
      <h2 className="text-lg font-semibold text-slate-900">¿Te interesa esta vacante?</h2>
      {linkSlotGone && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          El horario de entrevista del enlace ya no está disponible. Elige otro.
        </p>
      )}
      {vacancy.espacios.length > 0 && <SlotChoice slots={vacancy.espacios} value={slot} onChange={setSlot} />}
      {apply.isError && (
        <div
          role="alert"
          className="space-y-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
        >
          <p>{apply.error.message}</p>
          {/* No answer came: sending again only when asked, and a second apply keeps one application. */}
          {isNetworkError(apply.error) && (
            <PlainButton variant="secondary" onPress={() => submit(slot)}>
              Reintentar
            </PlainButton>
          )}
        </div>
      )}
      {authenticated ? (
        <PlainButton type="submit" className="w-full" isLoading={apply.isPending || mine.isPending}>
          Postularme
        </PlainButton>
      ) : (
        <>
          <PlainButton type="submit" className="w-full" isDisabled={loading}>
            Postularme
          </PlainButton>
          <p className="text-sm text-slate-600">
            Te pediremos ingresar con tu número de documento o crear tu contraseña, y volverás aquí para
            terminar tu postulación.
          </p>
        </>
      )}
    </form>
  );
}
