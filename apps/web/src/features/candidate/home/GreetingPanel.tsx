import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { GREETING_TRANSITION_MS } from '@portal/shared/constants';
import { greetingFor } from './greeting';

/** The jobs tab's greeting: one third of the width from 768 px, sliding in over 300 ms. */
export function GreetingPanel({ name, children }: { name: string | null | undefined; children?: ReactNode }) {
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <aside
      data-testid="greeting-panel"
      aria-label="Saludo"
      style={{ transitionDuration: `${GREETING_TRANSITION_MS}ms` }}
      className={`w-1/3 shrink-0 transition-[opacity,translate] ease-out ${
        entered ? 'translate-x-0 opacity-100' : '-translate-x-6 opacity-0'
      }`}
    >
      <div className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm lg:p-8">
        <h1 className="text-2xl font-bold lg:text-3xl">{greetingFor(name)}</h1>
        <p className="mt-3 text-brand-50">
          Encuentra tu próximo empleo: filtra por ciudad, categoría o salario y postúlate en minutos.
        </p>
        <ul className="mt-6 space-y-2 text-sm text-brand-50">
          <li>
            <Link to="/?tab=applications" className="underline underline-offset-4 hover:text-white">
              Revisa el estado de tus aplicaciones
            </Link>
          </li>
          <li>
            <Link to="/?tab=profile" className="underline underline-offset-4 hover:text-white">
              Actualiza tus datos de contacto
            </Link>
          </li>
        </ul>
      </div>
      {children && <div className="mt-6">{children}</div>}
    </aside>
  );
}
