import { useEffect, useState } from 'react';
import { authFlowMessages } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { loadAuth } from '@/lib/amplify';
import { useSession } from '@/lib/session/session-context';
import { CodeChallenge } from './challenges/CodeChallenge';
import { TOTP_ISSUER } from './challenges/TotpSetupChallenge';
import { confirmationErrorMessage } from './auth-errors';
import { TotpSecret } from './TotpSecret';
import { FormAlert } from '@/components/ui/FormAlert';

type State =
  | { name: 'loading' }
  | { name: 'error' }
  | { name: 'off' | 'on' }
  | { name: 'setup'; secret: string; uri: string };

/** Lets a signed-in candidate turn the authenticator-app (TOTP) second step on and off. */
export function TotpSettings() {
  const { candidate } = useSession();
  const { showAlert } = useAlerts();
  const [state, setState] = useState<State>({ name: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadAuth()
      .then(({ fetchMFAPreference }) => fetchMFAPreference())
      .then((preference) => live && setState({ name: preference.enabled?.includes('TOTP') ? 'on' : 'off' }))
      .catch((error: unknown) => {
        console.warn(error);
        if (live) setState({ name: 'error' });
      });
    return () => {
      live = false;
    };
  }, []);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      console.warn(error);
      setFailure(confirmationErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const startSetup = () =>
    act(async () => {
      const { setUpTOTP } = await loadAuth();
      const details = await setUpTOTP();
      const uri = details.getSetupUri(TOTP_ISSUER, candidate?.numero_documento).toString();
      setState({ name: 'setup', secret: details.sharedSecret, uri });
    });

  const verify = async (code: string) => {
    const { verifyTOTPSetup, updateMFAPreference } = await loadAuth();
    await verifyTOTPSetup({ code });
    await updateMFAPreference({ totp: 'PREFERRED' });
    setState({ name: 'on' });
    showAlert({ type: 'success', message: authFlowMessages.totpEnabled });
  };

  const disable = () =>
    act(async () => {
      const { updateMFAPreference } = await loadAuth();
      await updateMFAPreference({ totp: 'DISABLED' });
      setState({ name: 'off' });
      showAlert({ type: 'success', message: authFlowMessages.totpDisabled });
    });

  return (
    <section aria-labelledby="totp-title" className="space-y-4 rounded-xl p-5 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id="totp-title" className="text-lg font-semibold text-brand-900">
            Verificación en dos pasos
          </h2>
          <p className="text-sm text-slate-600">
            Pide un código de tu aplicación de autenticación cada vez que inicies sesión.
          </p>
        </div>
        {(state.name === 'on' || state.name === 'off') && (
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${state.name === 'on' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
          >
            {state.name === 'on' ? 'Activada' : 'Desactivada'}
          </span>
        )}
      </div>
      {state.name === 'loading' && <p className="text-sm text-slate-500">Cargando...</p>}
      {state.name === 'error' && <FormAlert tone="error">{authFlowMessages.totpLoadError}</FormAlert>}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {state.name === 'off' && (
        <Button isLoading={busy} onPress={() => void startSetup()}>
          Activar verificación en dos pasos
        </Button>
      )}
      {state.name === 'on' && (
        <Button variant="secondary" isLoading={busy} onPress={() => void disable()}>
          Desactivar verificación en dos pasos
        </Button>
      )}
      {state.name === 'setup' && (
        <div className="space-y-4">
          <TotpSecret secret={state.secret} setupUri={state.uri} />
          <div className="max-w-sm space-y-2">
            <CodeChallenge respond={verify} submitLabel="Activar" />
            <Button variant="ghost" className="w-full" onPress={() => setState({ name: 'off' })}>
              Cancelar
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
