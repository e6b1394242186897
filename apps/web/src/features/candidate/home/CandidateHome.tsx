import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { GREETING_BREAKPOINT_PX, type HomeTab } from '@portal/shared/constants';
import { useSession } from '@/lib/session/session-context';
import { GreetingPanel } from './GreetingPanel';
import { tabFrom } from './greeting';
import { useMediaQuery } from './use-media-query';

const entries: { tab: HomeTab; label: string }[] = [
  { tab: 'jobs', label: 'Vacantes' },
  { tab: 'applications', label: 'Aplicaciones' },
  { tab: 'profile', label: 'Mi Perfil' },
];

const itemClass =
  'flex min-h-11 items-center justify-center rounded-lg px-1 text-center text-[13px] leading-tight font-semibold transition-colors sm:px-4 sm:text-sm sm:whitespace-nowrap';

/**
 * Candidate home (spec §2): the four-entry top menu synced with ?tab=, and the tab's content. Each
 * tab's content comes from its own feature, composed by the route; `aside` goes under the greeting.
 */
export function CandidateHome({ tabs, aside }: { tabs: Record<HomeTab, ReactNode>; aside?: ReactNode }) {
  const [params] = useSearchParams();
  const { candidate, logout } = useSession();
  const wide = useMediaQuery(`(min-width: ${GREETING_BREAKPOINT_PX}px)`);
  const tab = tabFrom(params);
  const title = entries.find((entry) => entry.tab === tab)!.label;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <title>{`${title} | Portal de Empleo`}</title>
      <nav aria-label="Menú del candidato">
        <ul className="grid grid-cols-4 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200 sm:flex sm:items-center">
          {entries.map((entry) => (
            <li key={entry.tab}>
              <Link
                to={`/?tab=${entry.tab}`}
                aria-current={entry.tab === tab ? 'page' : undefined}
                className={`${itemClass} ${
                  entry.tab === tab ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'
                }`}
              >
                {entry.label}
              </Link>
            </li>
          ))}
          <li className="sm:ml-auto">
            <button
              type="button"
              onClick={() => void logout()}
              className={`${itemClass} w-full text-slate-700 hover:bg-slate-100`}
            >
              Cerrar Sesión
            </button>
          </li>
        </ul>
      </nav>
      {!(tab === 'jobs' && wide) && <h1 className="mt-6 text-2xl font-bold text-brand-900">{title}</h1>}
      <div className="mt-6 flex gap-6">
        {tab === 'jobs' && wide && <GreetingPanel name={candidate?.primer_nombre}>{aside}</GreetingPanel>}
        <section aria-label={title} className="min-w-0 flex-1">
          {tabs[tab]}
        </section>
      </div>
    </div>
  );
}
