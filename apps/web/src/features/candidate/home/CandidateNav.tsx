import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { homeTabs, tabFrom } from './greeting';

const DOCUMENTS_PATH = '/documentos';

// Labels never break inside a word: items size to their text and share what is left; from 360 px the
// type grows, from 768 px everything sits on one line.
const itemClass =
  'flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-2 text-center text-[13px] leading-tight font-semibold transition-colors min-[360px]:text-sm md:px-4';
const linkTone = (current: boolean) =>
  current ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50';

/** "1 documento requiere tu atención", "3 documentos requieren tu atención". */
export const attentionLabel = (count: number) =>
  count === 1 ? '1 documento requiere tu atención' : `${count} documentos requieren tu atención`;

interface CandidateNavProps {
  /** Documents needing attention (the portal page's count), on the Documentos link; nothing while unknown or zero. */
  attention?: number;
  /** The notification bell, composed by the app. */
  bell?: ReactNode;
}

/**
 * The signed-in candidate's one menu (spec §2): the three tabs of `/` and Cerrar Sesión, plus the
 * document portal with the documents that need attention. Tabs are current only on `/`, Documentos on its page.
 */
export function CandidateNav({ attention = 0, bell }: CandidateNavProps) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { logout } = useSession();
  const tab = pathname === '/' ? tabFrom(params) : null;
  const onDocuments = pathname === DOCUMENTS_PATH;
  return (
    <nav
      aria-label="Menú del candidato"
      className="flex flex-col gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-center"
    >
      <ul className="flex gap-1">
        {homeTabs.map((entry) => (
          <li key={entry.tab} className="flex-auto md:flex-none">
            <Link
              to={`/?tab=${entry.tab}`}
              aria-current={entry.tab === tab ? 'page' : undefined}
              className={`${itemClass} ${linkTone(entry.tab === tab)}`}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="flex gap-1 md:ml-auto">
        {bell && <li className="flex-none">{bell}</li>}
        <li className="flex-1 md:flex-none">
          <Link
            to={DOCUMENTS_PATH}
            aria-current={onDocuments ? 'page' : undefined}
            // The name says what the badge means (a hidden text would be read "Documentos , 3 …").
            aria-label={attention > 0 ? `Documentos, ${attentionLabel(attention)}` : undefined}
            className={`${itemClass} ${linkTone(onDocuments)}`}
          >
            Documentos
            {attention > 0 && (
              <span
                aria-hidden="true"
                className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1.5 text-xs font-bold text-brand-900 tabular-nums"
              >
                {attention}
              </span>
            )}
          </Link>
        </li>
        <li className="flex-1 md:flex-none">
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
  );
}
