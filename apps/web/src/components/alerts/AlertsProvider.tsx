import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ALERT_DURATION_MS } from '@portal/shared/constants';
import { AlertsContext, type Alert, type AlertInput } from './alerts-context';
import { AlertViewport } from './AlertViewport';

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const closeAlert = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const showAlert = useCallback(
    (input: AlertInput) => {
      const id = nextId.current++;
      setAlerts((current) => [...current, { ...input, id }]);
      if (!input.requiresConfirmation) {
        timers.current.set(
          id,
          setTimeout(() => closeAlert(id), input.durationMs ?? ALERT_DURATION_MS),
        );
      }
      return id;
    },
    [closeAlert],
  );

  const api = useMemo(() => ({ showAlert, closeAlert }), [showAlert, closeAlert]);
  return (
    <AlertsContext.Provider value={api}>
      {children}
      <AlertViewport alerts={alerts} onClose={closeAlert} />
    </AlertsContext.Provider>
  );
}
