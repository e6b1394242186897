import { LinkButton } from '../ui/LinkButton';
import { Logo } from './Logo';

/** The 404 screen (spec §2): a message and a button back to the root. */
export function NotFoundScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <Logo />
      <p className="text-7xl font-black text-brand-800" aria-hidden="true">
        404
      </p>
      <div className="max-w-md space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">Página no encontrada</h1>
        <p className="text-slate-600">
          La página que buscas no existe o cambió de dirección. Revisa el enlace o vuelve al inicio para
          seguir buscando empleo.
        </p>
      </div>
      <LinkButton to="/">Volver al inicio</LinkButton>
    </main>
  );
}
