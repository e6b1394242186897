import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { routerMessages } from '@portal/shared/messages';
import { LinkButton } from '@/components/ui/LinkButton';
import { reportError } from '@/lib/error-reporting';

/** Catches a crash in any screen, reports it and offers a way back. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => reportError(error, 'route_error'), [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{routerMessages.unexpected}</h1>
      <p className="max-w-md text-slate-600">
        Algo salió mal al mostrar esta pantalla. Ya registramos el error; intenta recargar la página o vuelve
        al inicio.
      </p>
      {detail && <p className="text-sm text-slate-500">{detail}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-lg px-5 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
        >
          Recargar
        </button>
        <LinkButton to="/">Volver al inicio</LinkButton>
      </div>
    </main>
  );
}
