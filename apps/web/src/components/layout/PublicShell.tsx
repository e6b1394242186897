import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo';

const policyLinks = [
  { to: '/politicas/privacidad', label: 'Política de Privacidad' },
  { to: '/politicas/terminos', label: 'Términos y Condiciones' },
  { to: '/politicas/cookies', label: 'Política de Cookies' },
];

/** Header and footer of the public and candidate screens; `nav` (a signed-in menu) goes under the header. */
export function PublicShell({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-3 sm:px-6">
          <Logo />
        </div>
      </header>
      {nav && <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">{nav}</div>}
      {/* At least a screen tall: the footer starts below the fold, so a screen whose data arrives
          after the first paint does not push a visible footer down (a layout shift, CLS). */}
      <main className="min-h-svh flex-1">{children}</main>
      <footer className="border-t border-slate-200 bg-white">
        <nav
          aria-label="Políticas"
          className="mx-auto flex w-full max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-5 text-sm text-slate-600 sm:px-6"
        >
          {policyLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="underline-offset-4 hover:text-brand-800 hover:underline"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </footer>
    </div>
  );
}
