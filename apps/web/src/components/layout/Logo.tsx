import { Link } from 'react-router';

/** The brand mark; always links home (spec §2, policy pages). */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const text = tone === 'dark' ? 'text-brand-900' : 'text-white';
  // The accent amber is too light for text on white (axe color-contrast); a deeper amber keeps the brand.
  const accent = tone === 'dark' ? 'text-amber-700' : 'text-accent-400';
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-md font-bold ${text}`}
      aria-label="Ir al inicio"
    >
      <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
      <span className="text-lg tracking-tight">
        Portal de <span className={accent}>Empleo</span>
      </span>
    </Link>
  );
}
