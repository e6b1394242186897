import type { Alert, AlertType } from './alerts-context';

const styles: Record<AlertType, { box: string; icon: string; label: string }> = {
  success: { box: 'border-emerald-600 bg-emerald-50 text-emerald-900', icon: '✓', label: 'Éxito' },
  error: { box: 'border-red-600 bg-red-50 text-red-900', icon: '!', label: 'Error' },
  warning: { box: 'border-amber-500 bg-amber-50 text-amber-900', icon: '!', label: 'Advertencia' },
  info: { box: 'border-brand-600 bg-brand-50 text-brand-900', icon: 'i', label: 'Información' },
};

/** At most this many show at once (the newest); the others still close on their own timers. */
export const VISIBLE_ALERTS = 3;

/**
 * Stacked alerts, announced to screen readers: errors assertively, the rest politely. They sit at the
 * bottom of the screen, where they cover neither page titles nor a dialog's title (issue 9 item 21),
 * and in React Aria's top layer, so they stay readable and closable while a modal is open.
 */
export function AlertViewport({ alerts, onClose }: { alerts: Alert[]; onClose(id: number): void }) {
  return (
    <div
      data-react-aria-top-layer="true"
      className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex flex-col items-center gap-2 px-3 sm:items-end sm:px-6"
    >
      {alerts.slice(-VISIBLE_ALERTS).map((alert) => {
        const style = styles[alert.type];
        return (
          <div
            key={alert.id}
            role={alert.type === 'error' ? 'alert' : 'status'}
            data-alert-type={alert.type}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border-l-4 p-4 shadow-lg ${style.box}`}
          >
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full bg-white/70 text-sm font-bold"
            >
              {style.icon}
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{alert.title ?? style.label}</p>
              <p className="mt-0.5 break-words">{alert.message}</p>
              {alert.requiresConfirmation && (
                <button
                  type="button"
                  onClick={() => onClose(alert.id)}
                  className="mt-3 min-h-9 rounded-md bg-white px-3 text-sm font-semibold ring-1 ring-current"
                >
                  Aceptar
                </button>
              )}
            </div>
            {!alert.requiresConfirmation && (
              <button
                type="button"
                onClick={() => onClose(alert.id)}
                aria-label="Cerrar alerta"
                className="grid size-8 shrink-0 place-items-center rounded-md text-lg leading-none hover:bg-white/60"
              >
                ×
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
