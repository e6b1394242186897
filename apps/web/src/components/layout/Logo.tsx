import { Link } from 'react-router';

/** The brand mark; always links home (spec §2, policy pages). */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const text = tone === 'dark' ? 'text-brand-900' : 'text-white';
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-md font-bold ${text}`}
      aria-label="Ir al inicio"
    >
      <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
      <span className="text-lg tracking-tight">
        Portal de <span className="text-accent-500">Empleo</span>
      </span>
    </Link>
  );
}
