import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { consentMessages, vacancyAlertMessages as messages } from '@portal/shared/messages';
import { alertLabel } from '@portal/shared/vacancy-alerts';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadError } from '@/components/ui/LoadError';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { categoriesQuery, categoryOptions, citiesQuery, cityOptions } from '@/lib/catalog-queries';
import { useChangeConsent } from './api';
import { useCreateVacancyAlert, useRemoveVacancyAlert, useVacancyAlerts } from './alerts-api';

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** Vacancy alerts by e-mail (issue 15 item 6): only with the alerts authorization, which it can give. */
export function VacancyAlerts({ authorized }: { authorized: boolean }) {
  const alerts = useVacancyAlerts();
  const create = useCreateVacancyAlert();
  const remove = useRemoveVacancyAlert();
  const consent = useChangeConsent();
  const cities = useQuery(citiesQuery);
  const categories = useQuery(categoriesQuery);
  const { showAlert } = useAlerts();
  const [city, setCity] = useState('');
  const [category, setCategory] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await create.mutateAsync({
        id_ciudad: idOrNull(city),
        id_categoria: idOrNull(category),
      });
      showAlert({ type: 'success', message: answer.message });
    } catch (error) {
      setFailure(apiErrorMessage(error, messages.loadError));
    }
  };
  const removeAlert = (id: number) =>
    remove.mutate(id, {
      onSuccess: (answer) => showAlert({ type: 'success', message: answer.message }),
      onError: (error) => showAlert({ type: 'error', message: apiErrorMessage(error, messages.loadError) }),
    });

  return (
    <div className="space-y-5">
      {!authorized && (
        <div className="space-y-3">
          <FormAlert tone="info">{messages.needsConsent}</FormAlert>
          <Button
            isLoading={consent.isPending}
            onPress={() =>
              consent.mutate(
                { tipo: 'alertas', otorgado: true },
                { onSuccess: () => showAlert({ type: 'success', message: consentMessages.granted }) },
              )
            }
          >
            {messages.giveConsent}
          </Button>
        </div>
      )}
      {alerts.isPending && <Spinner />}
      {alerts.isError && (
        <LoadError
          title={messages.loadError}
          onRetry={() => void alerts.refetch()}
          isRetrying={alerts.isFetching}
        />
      )}
      {alerts.data?.length === 0 && <p className="text-sm text-slate-600">{messages.empty}</p>}
      {alerts.data && alerts.data.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
          {alerts.data.map((alert) => (
            <li key={alert.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0 font-medium text-slate-900">{alertLabel(alert)}</span>
              <Button
                variant="ghost"
                className="shrink-0"
                isLoading={remove.isPending && remove.variables === alert.id}
                aria-label={`${messages.remove}: ${alertLabel(alert)}`}
                onPress={() => removeAlert(alert.id)}
              >
                {messages.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {authorized && (
        <form onSubmit={submit} noValidate className="space-y-4">
          {failure && <FormAlert tone="error">{failure}</FormAlert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={messages.cityLabel}
              placeholder={messages.anyCity}
              options={cityOptions(cities.data)}
              value={city}
              onChange={(event) => setCity(event.target.value)}
            />
            <SelectField
              label={messages.categoryLabel}
              placeholder={messages.anyCategory}
              options={categoryOptions(categories.data)}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            />
          </div>
          <Button type="submit" isLoading={create.isPending}>
            {messages.create}
          </Button>
        </form>
      )}
    </div>
  );
}
