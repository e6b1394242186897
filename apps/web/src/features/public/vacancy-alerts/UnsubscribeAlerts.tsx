import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { vacancyAlertMessages as messages } from '@portal/shared/messages';
import { FormAlert } from '@/components/ui/FormAlert';
import { LinkButton } from '@/components/ui/LinkButton';
import { Spinner } from '@/components/ui/Spinner';
import { apiErrorMessage, apiRequest } from '@/lib/api-client';

/**
 * The digest's "no recibir más alertas" link: opening it withdraws the alerts authorization at once,
 * without signing in. The page posts the token (a mail scanner that only fetches the link does not).
 */
export function UnsubscribeAlerts() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>('/vacancy-alerts/unsubscribe', { method: 'POST', body: { token } }),
  });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    unsubscribe.mutate();
  }, [unsubscribe]);

  return (
    <div className="mx-auto w-full max-w-xl space-y-5 px-4 py-10 sm:px-6">
      <title>{`${messages.unsubscribeTitle} | Portal de Empleo`}</title>
      <h1 className="text-2xl font-bold text-brand-900">{messages.unsubscribeTitle}</h1>
      {(unsubscribe.isIdle || unsubscribe.isPending) && (
        <p className="flex items-center gap-3 text-slate-700" role="status">
          <Spinner /> {messages.unsubscribing}
        </p>
      )}
      {unsubscribe.isSuccess && <FormAlert tone="success">{unsubscribe.data.message}</FormAlert>}
      {unsubscribe.isError && (
        <FormAlert tone="error">{apiErrorMessage(unsubscribe.error, messages.unsubscribeError)}</FormAlert>
      )}
      {!unsubscribe.isPending && !unsubscribe.isIdle && (
        <div className="flex flex-wrap gap-3">
          <LinkButton to="/">{messages.goHome}</LinkButton>
          <LinkButton to="/mis-datos" variant="secondary">
            {messages.goToMyData}
          </LinkButton>
        </div>
      )}
    </div>
  );
}
