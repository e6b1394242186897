import { useQuery } from '@tanstack/react-query';
import {
  DELIVERIES,
  deliveryLabels,
  type Delivery,
  type NotificationEventKey,
} from '@portal/shared/notifications';
import { notificationMessages as text } from '@portal/shared/messages/notifications';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { SelectField } from '@/components/ui/SelectField';
import { apiErrorMessage } from '@/lib/api-client';
import { notificationsQuery, preferencesQuery, useMarkRead, useSavePreference, type BellArea } from './api';
import { NotificationList } from './NotificationList';

const deliveryOptions = DELIVERIES.map((value) => ({ value, label: deliveryLabels[value] }));

/** For each kind of event this person can get: in the portal only, a mail at once, or one a day. */
function Preferences({ area }: { area: BellArea }) {
  const preferences = useQuery(preferencesQuery(area));
  const save = useSavePreference(area);
  const { showAlert } = useAlerts();
  if (preferences.isError)
    return (
      <LoadError
        title={text.loadError}
        onRetry={() => void preferences.refetch()}
        isRetrying={preferences.isFetching}
      />
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {preferences.data?.eventos.map((event) => (
        <SelectField
          key={event.evento}
          label={event.etiqueta}
          options={deliveryOptions}
          value={event.entrega}
          disabled={save.isPending}
          onChange={(change) =>
            save.mutate(
              { evento: event.evento as NotificationEventKey, entrega: change.target.value as Delivery },
              {
                onSuccess: (answer) => showAlert({ type: 'success', message: answer.message }),
                onError: (error) =>
                  showAlert({
                    type: 'error',
                    message: apiErrorMessage(error, 'No pudimos guardar tu preferencia.'),
                  }),
              },
            )
          }
        />
      ))}
    </div>
  );
}

/** `/avisos`, `/dashboard/avisos`, `/order/avisos`: every recent notification and how each reaches me. */
export function NotificationsScreen({ area }: { area: BellArea }) {
  const list = useQuery(notificationsQuery(area));
  const markRead = useMarkRead(area);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-8 px-4 py-6 sm:px-6">
      <section aria-labelledby="avisos-titulo" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="avisos-titulo" className="text-2xl font-bold text-slate-900">
            {text.pageTitle}
          </h1>
          {Boolean(list.data?.no_leidas) && (
            <Button
              variant="secondary"
              isLoading={markRead.isPending}
              onPress={() => markRead.mutate(undefined)}
            >
              {text.markAll}
            </Button>
          )}
        </div>
        <div className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:p-4">
          <NotificationList list={list} onOpen={(id) => markRead.mutate(id)} />
        </div>
      </section>
      <section aria-labelledby="avisos-preferencias" className="space-y-3">
        <h2 id="avisos-preferencias" className="text-xl font-bold text-slate-900">
          {text.preferencesTitle}
        </h2>
        <p className="text-sm text-slate-700">{text.preferencesIntro}</p>
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <Preferences area={area} />
        </div>
      </section>
    </div>
  );
}
