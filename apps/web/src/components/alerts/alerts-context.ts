import { createContext, useContext } from 'react';

export type AlertType = 'success' | 'error' | 'warning' | 'info';

export interface AlertInput {
  type: AlertType;
  message: string;
  title?: string;
  /** Stays until the person presses Aceptar (spec §4). */
  requiresConfirmation?: boolean;
  /** Defaults to ALERT_DURATION_MS; cart alerts pass CART_ALERT_DURATION_MS. */
  durationMs?: number;
}

export interface Alert extends AlertInput {
  id: number;
}

export interface AlertsApi {
  showAlert(alert: AlertInput): number;
  closeAlert(id: number): void;
}

export const AlertsContext = createContext<AlertsApi | null>(null);

export function useAlerts(): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error('useAlerts must be used inside <AlertsProvider>');
  return api;
}
