import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffUser } from '@portal/shared/users/staff';
import { asSentenceEnd } from '@/lib/format';
import type { NavEntry } from './StaffShell';

interface DashboardHomeProps {
  me: StaffUser;
  navigation: NavEntry[];
  /** What app/ composes below the shortcuts (the staff's figures). */
  children?: ReactNode;
}

/** The back office's start: a greeting, where each task lives, and the figures. */
export function DashboardHome({ me, navigation, children }: DashboardHomeProps) {
  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Hola, {me.primer_nombre}</h1>
        <p className="text-sm text-slate-600">
          {[
            me.nombre_grupo && asSentenceEnd(`Grupo: ${me.nombre_grupo}`),
            me.razon_social && asSentenceEnd(`Empresa: ${me.razon_social}`),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {navigation
          .filter((entry) => !entry.end || entry.to !== '/dashboard')
          .map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className="block rounded-xl bg-white p-5 font-semibold text-brand-800 shadow-xs ring-1 ring-slate-200 hover:ring-brand-700/40"
              >
                {entry.label}
              </Link>
            </li>
          ))}
      </ul>
      {children}
    </section>
  );
}
